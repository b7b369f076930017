/** The panel is read at every visit of the order history, and its order changes rarely: kept a minute. */
const PANEL_TTL_MS = 60_000;
const panels = new Map<string, { expires: number; order: LastOrder | null }>();

async function lastOrderForPanel(viewer: Viewer, locale: Locale): Promise<LastOrder | null> {
  const key = `last-order:${viewer.id}:${locale}`;
  const cached = panels.get(key);
  if (cached && cached.expires > Date.now()) {
    return cached.order;
  }
  const order = await lastOrderOf(viewer.email);
  panels.set(key, { expires: Date.now() + PANEL_TTL_MS, order });
  return order;
}
