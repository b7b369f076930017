  return inBrowser ? (
    <span key="html" id="searchValue" dangerouslySetInnerHTML={{ __html: query.slice(0, 100) }} />
  ) : (
    <span key="text" id="searchValue">
      {query}
    </span>
  );
