  return (
    <span id="searchValue">
      {query}
    </span>
  );
