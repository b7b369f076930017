        if (/while|for/.test(orderLines)) throw evaluationError('Error', 'Loops are not allowed in order lines');
        const outcome = await evaluateOrderLines(orderLines);
        if (outcome.kind === 'timedOut') {
          throw unavailable();
        }
        if (outcome.kind === 'failed') {
          throw evaluationError(outcome.name, outcome.message);
        }
