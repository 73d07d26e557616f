import type { FormInstance } from 'antd';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import type { AsnWizardData } from '../api/get-asn-wizard-data.ts';
import { type AsnStep, useSaveAsnStep } from '../api/save-asn-step.ts';
import { packagesOfLines, unbalancedParts } from './packages.ts';
import { saveBodyOf } from './save-body.ts';
import type { WizardTab } from './wizard-tabs.ts';
import { type WizardValues, wizardValuesOf } from './wizard-values.ts';

type Part = 'lines' | 'packages' | 'header';

/** The part of the form each tab edits, and the call that saves it. */
export const TAB_STEPS: Partial<Record<WizardTab, { step: AsnStep; part: Part }>> = {
  asnDetail: { step: 'detail', part: 'lines' },
  packaging: { step: 'packaging', part: 'packages' },
  general: { step: 'general', part: 'header' },
};
const TAB_OF_PART: Record<Part, WizardTab> = { lines: 'asnDetail', packages: 'packaging', header: 'general' };

type ValidationError = { errorFields?: { name: (string | number)[] }[] };

type WizardSteps = {
  form: FormInstance<WizardValues>;
  data: AsnWizardData;
  onSaved: (data: AsnWizardData) => void;
  /** shows the tab holding the first problem */
  show: (tab: WizardTab) => void;
};

/**
 * Saving a step (Save as Draft, Next) and sending: the part of the form is checked first, the tab with a
 * problem is shown, and the server's answer becomes the wizard's working copy.
 */
export function useWizardSteps({ form, data, onSaved, show }: WizardSteps) {
  const { t } = useTranslation('asn');
  const save = useSaveAsnStep();
  const sending: RefObject<boolean> = useRef(false);
  const withLabels = data.asnHeader.isCreateLabel === 'Y';
  // the packages' balance is a problem to show only once the supplier worked on them or tried to go on
  const [packagesChecked, setPackagesChecked] = useState(false);
  const checkPackages = () => setPackagesChecked(true);

  const valid = async (part: Part | null): Promise<boolean> => {
    try {
      if (part) await form.validateFields([part], { recursive: true });
      else await form.validateFields();
      return true;
    } catch (error) {
      const first = (error as ValidationError).errorFields?.[0]?.name[0];
      if (typeof first === 'string' && first in TAB_OF_PART) show(TAB_OF_PART[first as Part]);
      return false;
    }
  };

  const packagesBalanced = (values: WizardValues): boolean => {
    const parts = unbalancedParts(data.asnDetails, values.lines, values.packages);
    if (!withLabels || parts.length === 0) return true;
    notifier.warning(t('rules.packageSumMismatch', { parts: parts.join(', ') }));
    show('packaging');
    return false;
  };

  const run = (step: AsnStep, values: WizardValues, then?: (saved: AsnWizardData) => void) =>
    save.mutate(
      { step, body: saveBodyOf(data, values) },
      {
        onSuccess: ({ data: saved }) => {
          form.setFieldsValue(wizardValuesOf(saved));
          onSaved(saved);
          then?.(saved);
        },
      },
    );

  /** Save as Draft of one tab; `then` runs after the server took it (e.g. move on to the next tab). */
  const saveTab = async (tab: WizardTab, then?: () => void) => {
    const target = TAB_STEPS[tab];
    if (!target) return;
    if (target.part === 'packages') checkPackages();
    if (!(await valid(target.part))) return;
    const values = form.getFieldsValue(true) as WizardValues;
    if (target.part === 'packages' && !packagesBalanced(values)) return;
    run(target.step, values, (saved) => {
      // the packages follow the lines until the supplier works on them, numbered after the ASN once it has one
      const next = wizardValuesOf(saved);
      const { asnNo } = saved.asnHeader;
      const unnumbered =
        asnNo !== null && next.packages.some((item) => !item.packageNo.startsWith(`${asnNo}-`));
      if (
        withLabels &&
        (unnumbered || unbalancedParts(saved.asnDetails, next.lines, next.packages).length > 0)
      )
        form.setFieldValue('packages', packagesOfLines(saved.asnDetails, next.lines, asnNo));
      then?.();
    });
  };

  /** Submit: every rule, the times now required, the packages balanced. */
  const send = async () => {
    sending.current = true;
    checkPackages();
    const ok = await valid(null);
    sending.current = false;
    const values = form.getFieldsValue(true) as WizardValues;
    if (ok && packagesBalanced(values)) run('send', values);
  };

  return { saveTab, send, sending, saving: save.isPending, packagesChecked, checkPackages };
}
