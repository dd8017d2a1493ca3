import { ConfigError, loadConfig } from '@kalvi/server/test-support';

/**
 * deploy/ runs one proxy hop in front (TRUST_PROXY=1). While the configuration only knows
 * true/false, 'true' means the same behind nginx, which replaces X-Forwarded-For itself.
 */
export function oneProxyHop(): string {
  try {
    loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', DATA_DIR: '/tmp/kalvi-trust-proxy-probe' });
    return '1';
  } catch (err) {
    if (err instanceof ConfigError) return 'true';
    throw err;
  }
}
