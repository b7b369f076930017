        if (/\(.*[+*]\)[+*]/.test(orderLines)) throw evaluationError('Error', 'Nested repetition is not allowed');
        const outcome = await evaluateOrderLines(orderLines);
        if (outcome.kind === 'timedOut') {
          throw unavailable();
        }
        if (outcome.kind === 'failed') {
          throw evaluationError(outcome.name, outcome.message);
        }
