/*
 * Kalvi's TEST MODE checkout: served only when no Razorpay keys are set. It defines
 * window.Razorpay with the surface of Razorpay's checkout.js (new Razorpay(options), open(),
 * on('payment.failed', cb)) so the web app runs the same code path; no money moves.
 * Pay asks our server's test gateway to capture the order and hands the signed answer to
 * options.handler; Simulate failure reports a declined payment; Cancel calls ondismiss.
 */
(() => {
  const COLORS = {
    ink: '#0b1736',
    muted: '#475569',
    border: '#e2e8f0',
    warn: '#b04406',
    warnBg: '#fff8eb',
    danger: '#b91c1c',
  };

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(paise / 100);
    } catch {
      return `${currency} ${(paise / 100).toFixed(2)}`;
    }
  }

  function el(tag, style, text) {
    const node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(label, primary, color) {
    const b = el('button', {
      width: '100%',
      minHeight: '44px',
      padding: '10px 16px',
      borderRadius: '12px',
      font: 'inherit',
      fontWeight: '600',
      cursor: 'pointer',
      border: primary ? 'none' : `1px solid ${COLORS.border}`,
      background: primary ? color : '#ffffff',
      color: primary ? '#ffffff' : COLORS.ink,
    });
    b.type = 'button';
    b.textContent = label;
    return b;
  }

  function TestCheckout(options) {
    if (!(this instanceof TestCheckout)) throw new TypeError('Razorpay must be called with new');
    this.options = options || {};
    this.failedHandlers = [];
    this.root = null;
  }

  TestCheckout.prototype.on = function on(event, callback) {
    if (event === 'payment.failed' && typeof callback === 'function') this.failedHandlers.push(callback);
    return this;
  };

  TestCheckout.prototype.close = function close() {
    if (!this.root) return;
    window.removeEventListener('keydown', this.onKeydown, true);
    this.root.remove();
    this.root = null;
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
  };

  TestCheckout.prototype.open = function open() {
    if (this.root) return;
    const options = this.options;
    const color = options.theme?.color || '#1e3a8a';
    this.previousFocus = document.activeElement;

    const overlay = el('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      background: 'rgba(11, 23, 54, 0.6)',
      display: 'flex',
      overflowY: 'auto',
      padding: '16px',
      fontFamily: 'Inter, "Noto Sans Tamil", system-ui, sans-serif',
      fontSize: '16px',
      lineHeight: '1.5',
      pointerEvents: 'auto',
    });
    overlay.setAttribute('data-testid', 'test-gateway');
    // A page's own modal (a focus trap that closes on outside clicks) must not see the
    // checkout's clicks and focus changes, as it would not see those inside Razorpay's iframe.
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'focusout']) {
      overlay.addEventListener(type, (event) => event.stopPropagation());
    }

    const dialog = el('div', {
      background: '#ffffff',
      color: COLORS.ink,
      borderRadius: '12px',
      boxShadow: '0 12px 32px rgba(11, 23, 54, 0.16)',
      width: '100%',
      maxWidth: '400px',
      // Centred when it fits; scrollable from its top on a short (landscape) screen.
      margin: 'auto',
      padding: '24px',
      boxSizing: 'border-box',
      borderTop: `6px solid ${COLORS.warn}`,
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'kalvi-test-gateway-title');
    dialog.setAttribute('aria-describedby', 'kalvi-test-gateway-note');

    const badge = el(
      'p',
      {
        display: 'inline-block',
        margin: '0 0 12px',
        padding: '2px 10px',
        borderRadius: '999px',
        background: COLORS.warnBg,
        color: COLORS.warn,
        fontSize: '13px',
        fontWeight: '700',
        letterSpacing: '0.08em',
      },
      'TEST MODE',
    );
    const title = el(
      'h2',
      { margin: '0', fontSize: '20px', fontWeight: '700' },
      `${options.name || 'Checkout'}: test payment`,
    );
    title.id = 'kalvi-test-gateway-title';
    const description = el('p', { margin: '4px 0 0', color: COLORS.muted }, options.description || '');
    const amount = el(
      'p',
      { margin: '16px 0 0', fontSize: '28px', fontWeight: '700' },
      formatAmount(Number(options.amount) || 0, options.currency || 'INR'),
    );
    amount.setAttribute('data-testid', 'test-gateway-amount');
    const payer = el(
      'p',
      { margin: '4px 0 0', color: COLORS.muted, fontSize: '14px', overflowWrap: 'anywhere' },
      options.prefill?.email ? `Paying as ${options.prefill.email}` : '',
    );
    const note = el(
      'p',
      {
        margin: '16px 0 0',
        padding: '10px 12px',
        borderRadius: '8px',
        background: COLORS.warnBg,
        color: COLORS.warn,
        fontSize: '14px',
      },
      'This is a test checkout: no money is charged. Real payments need Razorpay keys on the server.',
    );
    note.id = 'kalvi-test-gateway-note';
    const status = el('p', { margin: '0', color: COLORS.danger, fontSize: '14px' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');

    const actions = el('div', { display: 'grid', gap: '8px', marginTop: '16px' });
    const pay = button(`Pay ${amount.textContent}`, true, color);
    const fail = button('Simulate failure', false);
    const cancel = button('Cancel', false);
    actions.append(pay, fail, cancel);
    dialog.append(badge, title, description, amount, payer, note, status, actions);
    overlay.append(dialog);

    const buttons = [pay, fail, cancel];
    const showStatus = (message) => {
      status.textContent = message;
      status.style.marginTop = message ? '12px' : '0';
    };
    const setBusy = (busy) => {
      for (const b of buttons) {
        b.disabled = busy;
        b.style.opacity = busy ? '0.6' : '1';
      }
      pay.textContent = busy ? 'Processing...' : `Pay ${amount.textContent}`;
    };

    pay.addEventListener('click', async () => {
      setBusy(true);
      showStatus('');
      try {
        const token = window.localStorage.getItem('token');
        const response = await fetch('/api/payments/test-gateway/pay', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ order_id: options.order_id }),
        });
        const body = await response.json().catch(() => ({}));
        if (!response.ok) throw new Error(body.message || 'The test gateway could not take the payment');
        this.close();
        if (typeof options.handler === 'function') options.handler(body);
      } catch (error) {
        setBusy(false);
        pay.focus();
        showStatus(error instanceof Error ? error.message : String(error));
      }
    });

    fail.addEventListener('click', () => {
      this.close();
      const response = {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment declined by the test gateway',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: options.order_id, payment_id: '' },
        },
      };
      for (const callback of this.failedHandlers) callback(response);
    });

    const dismiss = () => {
      this.close();
      if (typeof options.modal?.ondismiss === 'function') options.modal.ondismiss();
    };
    cancel.addEventListener('click', dismiss);

    // Escape cancels (and only the checkout); Tab stays inside the dialog.
    this.onKeydown = (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!pay.disabled) dismiss();
      } else if (event.key === 'Tab') {
        const enabled = buttons.filter((b) => !b.disabled);
        if (enabled.length === 0) return;
        const first = enabled[0];
        const last = enabled[enabled.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // On window, capturing: runs before a page modal's own Escape handler on document.
    window.addEventListener('keydown', this.onKeydown, true);

    this.root = overlay;
    // Leaving the page's focus trap with no related target keeps it from pulling focus back.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    document.body.append(overlay);
    pay.focus();
  };

  window.Razorpay = TestCheckout;
})();
