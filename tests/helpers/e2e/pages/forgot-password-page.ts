import type { Page } from 'playwright-core';

/** /forget-password: asks for the reset mail. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  /**
   * Waits for the form first: the link from the login screen loads this screen's chunk, and until it
   * shows, 'Email' is still the login form's field.
   */
  async requestLink(email: string) {
    const send = this.page.getByRole('button', { name: 'Send reset link' });
    await send.waitFor();
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await send.click();
  }
}
