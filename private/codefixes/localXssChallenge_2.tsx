  return inBrowser ? (
    <span key="html" id="searchValue" dangerouslySetInnerHTML={{ __html: query.replace(/javascript:/gi, '') }} />
  ) : (
    <span key="text" id="searchValue">
      {query}
    </span>
  );
