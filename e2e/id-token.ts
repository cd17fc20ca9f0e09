/**
 * The ID token of a browser context's signed-in user: oidc-client-ts keeps the user in
 * localStorage under `oidc.user:…`. For the end-to-end tests' and the web budget's calls to the
 * API as that user (a seeded record's id).
 */
export async function idTokenOf(context: {
  storageState(): Promise<{ origins: { localStorage: { name: string; value: string }[] }[] }>;
}): Promise<string | undefined> {
  const { origins } = await context.storageState();
  for (const { localStorage } of origins) {
    const entry = localStorage.find((e) => e.name.startsWith('oidc.user:'));
    if (entry) return (JSON.parse(entry.value) as { id_token?: string }).id_token;
  }
  return undefined;
}
