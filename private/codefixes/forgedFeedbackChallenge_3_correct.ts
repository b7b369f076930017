  r.post('/api/Feedbacks', async (c) => {
    const body = await readJsonObject(c);
    if (!captchaAnswered(shop, body.captchaId, body.captcha)) return sendMessage(c, 'Wrong answer to CAPTCHA. Please try again.', 401);
    countCaptchaPass(shop);
    if (body.rating === undefined || body.rating === null) throw validationError('rating', 'Feedback.rating cannot be null', 'notNull Violation: Feedback.rating cannot be null');
    const input = check(feedbackRequest, { ...body, rating: asNumber(body.rating) });
    const feedback = createFeedback(shop, {
      // the author is whoever the verified token names, never what the body claims
      UserId: bearerSession(shop, c)?.data.id ?? null,
      comment: typeof input.comment === 'string' ? storedComment(shop, input.comment) : null,
      rating: input.rating,
    });
    if (!feedback) throw unknownAuthor();
    return ok(c, feedback, 201);
  });
