/** Address of a file in `public/`, under whatever base path the app is served from. */
export function publicAsset(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`;
}
