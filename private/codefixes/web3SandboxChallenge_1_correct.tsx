export default async function Web3SandboxPage() {
  if (process.env.NODE_ENV === 'production') unstable_notFound();
  const { application } = await getAppConfig();
  return (
    <>
      <title>{`${serverT().SANDBOX_TITLE()} – ${application.name}`}</title>
      <LazyScreen name="web3Sandbox" props={{}} />
      <PaddingImage width={11} />
    </>
  );
}
