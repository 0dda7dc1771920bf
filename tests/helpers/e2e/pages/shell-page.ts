import type { Page } from 'playwright-core';

/** The frame around signed-in screens: drawer, greeting, My Account and Logout. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  drawer() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  async drawerEntries() {
    await this.drawer().waitFor();
    return (await this.drawer().getByRole('link').allInnerTexts()).map((text) => text.trim());
  }

  async openFromDrawer(label: string) {
    await this.drawer().getByRole('link', { name: label, exact: true }).click();
  }

  greeting(firstName: string) {
    return this.page.getByText(`Hi, ${firstName}`);
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }

  packageStats() {
    return this.page.getByRole('dialog', { name: 'Package Stats' });
  }

  /** A special user's package stats open 2.5 s after the app loads: waited for and closed. */
  async closePackageStats() {
    await this.packageStats().waitFor();
    await this.packageStats().getByRole('button', { name: 'Close', exact: true }).last().click();
    await this.packageStats().waitFor({ state: 'hidden' });
  }

  async openMyAccount() {
    await this.page.getByRole('link', { name: 'My Account' }).click();
  }
}
