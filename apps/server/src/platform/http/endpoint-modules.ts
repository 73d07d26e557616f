import { allEndpoints, type ModuleName } from '@portal/contract/all-endpoints';
import type { EndpointDef } from '@portal/contract/endpoint';

const MODULE_OF = new Map<EndpointDef, ModuleName>(
  Object.entries(allEndpoints).flatMap(([module, endpoints]) =>
    Object.values(endpoints).map((endpoint): [EndpointDef, ModuleName] => [endpoint, module as ModuleName]),
  ),
);

/**
 * The module a contract endpoint belongs to (the API description's tag). A route built from a declaration
 * outside `allEndpoints` is a mistake caught when the app starts, not an untagged operation.
 */
export function moduleOf(endpoint: EndpointDef): ModuleName {
  const module = MODULE_OF.get(endpoint);
  if (!module) throw new Error(`${endpoint.path} is not declared in allEndpoints`);
  return module;
}
