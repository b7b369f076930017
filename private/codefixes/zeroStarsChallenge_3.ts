  r.post('/api/Feedbacks', async (c) => {
    const body = await readJsonObject(c);
    // checked before the captcha, as upstream: a forged author counts even when the answer is wrong
    const callerId = bearerSession(shop, c)?.data.id;
    if (!captchaAnswered(shop, body.captchaId, body.captcha)) return sendMessage(c, 'Wrong answer to CAPTCHA. Please try again.', 401);
    countCaptchaPass(shop);
    if (!body.rating) throw validationError('rating', 'Feedback.rating cannot be null', 'notNull Violation: Feedback.rating cannot be null');
    const input = check(feedbackRequest, { ...body, rating: asNumber(body.rating) });
    const feedback = createFeedback(shop, {
      UserId: namedUser(body.UserId),
      comment: typeof input.comment === 'string' ? storedComment(shop, input.comment) : null,
      rating: input.rating,
    });
    if (!feedback) throw unknownAuthor();
    return ok(c, feedback, 201);
  });
