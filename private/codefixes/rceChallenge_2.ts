        const outcome = await evaluateOrderLines(orderLines.slice(0, 100));
        if (outcome.kind === 'timedOut') {
          throw unavailable();
        }
        if (outcome.kind === 'failed') {
          throw evaluationError(outcome.name, outcome.message);
        }
