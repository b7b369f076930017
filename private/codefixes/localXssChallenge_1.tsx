  return inBrowser ? (
    <span key="html" id="searchValue" dangerouslySetInnerHTML={{ __html: query.replace(/<script[^>]*>.*?<\/script>/gi, '') }} />
  ) : (
    <span key="text" id="searchValue">
      {query}
    </span>
  );
