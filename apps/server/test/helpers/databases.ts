import pg from 'pg';

export const TEMPLATE_DATABASE = 'portal_test_template';

/** The same server's maintenance database, from which test databases are created and dropped. */
export function adminUrlOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export function databaseUrl(adminUrl: string, database: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '')}"`;

export async function recreateDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}`);
  });
}

export async function cloneTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${quoted(name)} template ${quoted(TEMPLATE_DATABASE)}`),
  );
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`));
}
