import { byNamespace, type Catalogue } from '../../platform/i18n/catalogues.ts';

/** Every namespace of this language in one module, so the language downloads as one chunk. */
export default byNamespace(import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' }));
