  r.post('/api/Feedbacks', async (c) => {
    const body = await readJsonObject(c);
    if (body.UserId && !bearerSession(shop, c)) return sendMessage(c, 'Please log in to give feedback under your name.', 401);
    if (!captchaAnswered(shop, body.captchaId, body.captcha)) return sendMessage(c, 'Wrong answer to CAPTCHA. Please try again.', 401);
    countCaptchaPass(shop);
    if (body.rating === undefined || body.rating === null) throw validationError('rating', 'Feedback.rating cannot be null', 'notNull Violation: Feedback.rating cannot be null');
    const input = check(feedbackRequest, { ...body, rating: asNumber(body.rating) });
    const feedback = createFeedback(shop, {
      UserId: namedUser(body.UserId),
      comment: typeof input.comment === 'string' ? storedComment(shop, input.comment) : null,
      rating: input.rating,
    });
    if (!feedback) throw unknownAuthor();
    return ok(c, feedback, 201);
  });
