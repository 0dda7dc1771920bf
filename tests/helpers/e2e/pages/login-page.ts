import type { Page } from 'playwright-core';

export const demoPassword = 'demo-password';

/** The sign-in screen: labels Email and Password, button Login, links Sign Up and Forgot Password. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, redirect?: string) {
    await this.page.goto(`${baseUrl}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
    await this.page.getByLabel('Email').waitFor();
  }

  async signIn(email: string, password = demoPassword) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }

  snackbar(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
