        const outcome = await evaluateOrderLines(orderLines);
        if (outcome.kind === 'timedOut') {
          throw evaluationError('TimeoutError', 'Order lines took too long');
        }
        if (outcome.kind === 'failed') {
          throw evaluationError(outcome.name, outcome.message);
        }
