  return !inBrowser ? (
    <span key="html" id="searchValue" dangerouslySetInnerHTML={{ __html: query }} />
  ) : (
    <span key="text" id="searchValue">
      {query}
    </span>
  );
