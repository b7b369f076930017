  // the search text is text: React escapes it, in the browser as on the server
  return <span id="searchValue">{query}</span>;
