import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { containerRoutes } from './containers/routes.ts';
import { overShipmentRoutes } from './over-shipment/routes.ts';
import { packagingRoutes } from './packagings/routes.ts';
import { partRoutes } from './parts/routes.ts';
import { priceListRoutes } from './price-list/routes.ts';
import { supplierFinanceRoutes } from './supplier-finance/routes.ts';

/** The master-data screens: part info, over-shipment, price list, supplier finance, containers, packaging. */
export function masterDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  partRoutes(app, deps);
  overShipmentRoutes(app, deps);
  priceListRoutes(app, deps);
  supplierFinanceRoutes(app, deps);
  containerRoutes(app, deps);
  packagingRoutes(app, deps);
}
