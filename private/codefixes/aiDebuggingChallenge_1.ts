    for (const call of calls) {
      const input = parseArguments(call.function.arguments);
      watchToolCallView(shop, c); // vuln-code-snippet hide-line
      // every caller gets the tool calls; only the browser decides (by a cookie) whether to show them
      send({ choices: [{ delta: { tool_calls: [{ id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] } }] });
      const tool = Object.hasOwn(tools, call.function.name) ? tools[call.function.name] : undefined;
      let result: ToolResult;
      try {
        result = tool ? await tool.run(input) : { error: `Unknown tool ${call.function.name}` };
      } catch (e) {
        result = { error: (e as Error).message };
      }
      conversation.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result ?? null) });
    }
