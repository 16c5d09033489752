import { openDatabase } from '../db/client';
import { prepareData, type DataSetup } from './prepare-data';

/** Child-process entry of prepareDataApart: prepares the embedded database, closes it, answers. */
const setup = JSON.parse(process.argv[2]!) as DataSetup;
const database = await openDatabase({ dataDir: setup.dataDir });
try {
  const demo = await prepareData(database, setup);
  await new Promise<void>((resolve, reject) =>
    process.send!(demo, (error: Error | null) => (error ? reject(error) : resolve())),
  );
} finally {
  await database.close();
}
