  const prepare = (schema: GraphQLSchema, query: string): DocumentNode | Answer => {
    const cached = documents.get(query);
    if (cached) return cached;
    let doc: DocumentNode;
    try {
      doc = parseBounded(query);
    } catch (e) {
      return e instanceof LimitError ? errorAnswer(e.status, [e.message]) : errorAnswer(400, [(e as Error).message]);
    }
    const shape = shapeErrors(schema, doc);
    if (shape.length) {
      return errorAnswer(400, shape.map((e) => e.message));
    }
    const errors = validate(schema, doc, specifiedRules.filter((rule) => rule !== NoSchemaIntrospectionCustomRule));
    if (errors.length) return errorAnswer(400, errors.map((e) => e.message));
    remember(query, doc);
    return doc;
  };
