import type { Page } from 'playwright-core';

/** /reset-password?token=…: sets the new password typed twice. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async open(url: string) {
    await this.page.goto(url);
    await this.page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  }

  async fill(password: string, confirmation = password) {
    await this.page.getByLabel('New Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password', { exact: true }).fill(confirmation);
  }

  submitButton() {
    return this.page.getByRole('button', { name: 'Reset Password' });
  }
}
