/**
 * What a browser refuses under the page's Content-Security-Policy (and its Permissions-Policy): each
 * `securitypolicyviolation` event of any page of a context, and each console message about either policy.
 */
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    reportPolicyViolation?: (text: string) => void;
  }
}

/** Starts watching the context of `page` (before its first navigation); the list fills as violations happen. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const context: BrowserContext = page.context();
  const violations: string[] = [];
  await context.exposeBinding('reportPolicyViolation', ({ frame }, text: string) => {
    violations.push(`${new URL(frame.url()).pathname}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportPolicyViolation?.(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`);
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
  });
  return violations;
}
