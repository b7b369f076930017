export default async function Root({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><head><meta charSet="utf-8" /></head><body>{children}</body></html>);
}
export const getConfig = async () => ({ render: 'dynamic' }) as const;
