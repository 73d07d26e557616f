// `npm run bench:volumes`: only the bench volumes (what `npm run bench:scale` starts with), then stops.
import { openScaleDatabase } from './scale-database.ts';

const database = await openScaleDatabase();
await database.stop();
