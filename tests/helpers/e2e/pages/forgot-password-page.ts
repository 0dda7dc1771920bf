import type { Page } from 'playwright-core';

/** /forget-password: asks for the reset mail. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async requestLink(email: string) {
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }
}
