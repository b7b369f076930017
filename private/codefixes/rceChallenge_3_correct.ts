        try {
          JSON.parse(orderLines);
        } catch (e) {
          throw evaluationError('SyntaxError', (e as Error).message);
        }
