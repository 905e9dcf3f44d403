import { expect, type Page } from '@playwright/test';

/**
 * The page shell: header navigation, account area and language switcher; the main menu,
 * banners, hints toggle, support counter and the account tools of the shell bar.
 */
export class Shell {
  constructor(readonly page: Page) {}

  readonly languageSwitcher = () => this.page.getByTestId('language-switcher');
  readonly accountEmail = () => this.page.getByTestId('account-email');
  readonly accessBadge = () => this.page.getByTestId('access-badge');
  readonly signInLink = () => this.page.getByTestId('nav-sign-in');

  readonly mainMenu = () => this.page.getByTestId('main-menu');
  readonly menuEntry = (id: number) => this.page.getByTestId(`menu-entry-${id}`);
  readonly menuToggle = () => this.page.getByTestId('main-menu-toggle');
  readonly registrationBanner = () => this.page.getByTestId('registration-banner');
  readonly bottomBanner = () => this.page.getByTestId('bottom-banner');
  readonly hintsToggle = () => this.page.getByTestId('hints-toggle');
  readonly ticketsLink = () => this.page.getByTestId('tickets-link');
  readonly ticketsUnread = () => this.page.getByTestId('tickets-unread');
  readonly adminLink = () => this.page.getByTestId('admin-link');
  readonly phoneConfirmButton = () => this.page.getByTestId('phone-confirm-open');
  readonly paidAccessButton = () => this.page.getByTestId('pa-open');
  readonly accessPrompt = () => this.page.getByTestId('access-prompt');

  async closeRegistrationBanner() {
    await this.page.getByTestId('registration-banner-close').click();
    await expect(this.registrationBanner()).toHaveCount(0);
  }

  async switchLanguage(language: string) {
    await this.languageSwitcher().selectOption(language);
    await expect(this.page).toHaveURL(new RegExp(`[?&]lang=${language}`));
  }

  /** The header's account menu (the email): the tier and "Sign out" are in it. */
  async openAccountMenu() {
    const button = this.page.getByTestId('account-menu');
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(this.page.getByTestId('sign-out')).toBeVisible();
  }

  async signOut() {
    await this.openAccountMenu();
    await this.page.getByTestId('sign-out').click();
    await expect(this.signInLink()).toBeVisible();
  }

  /** A label's text as the server's label API gives it, so tests never hard-code translations. */
  async label(module: string, key: string, language: string): Promise<string> {
    const response = await this.page.request.get(`/api/labels/${module}/?lang=${language}`);
    const body = (await response.json()) as { labels: Record<string, string> };
    const text = body.labels[key];
    if (!text) throw new Error(`no label ${module}:${key} in ${language}`);
    return text;
  }
}
