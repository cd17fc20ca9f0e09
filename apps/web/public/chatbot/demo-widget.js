/* global document */
/**
 * The demo's own chat widget, served from the portal's origin (CHATBOT_SCRIPT_URL unset): a chat
 * panel answering from a small FAQ, so the chatbot page and the home widget can be seen without a
 * chatbot service. It is embedded as a vendor's would be (docs/operations.md): the script element
 * carries `data-sdk-key`, `data-widget` (the setting's JSON: title, greeting, placement) and
 * `data-container` (the id of the element to draw in). No inline script, no network call.
 */
(() => {
  const script = document.currentScript;
  const container = script && document.getElementById(script.dataset.container || '');
  if (!container) return;
  let settings = {};
  try {
    settings = JSON.parse(script.dataset.widget || '{}') || {};
  } catch {
    settings = {};
  }
  const title = typeof settings.title === 'string' ? settings.title : 'チャットボット';
  const greeting =
    typeof settings.greeting === 'string' ? settings.greeting : 'こんにちは。ご質問をどうぞ。';
  const standalone = settings.placement === 'standalone';
  const ORANGE = '#c24e00';

  const FAQ = [
    {
      question: 'パスワードを忘れたときは？',
      keywords: ['パスワード', 'ぱすわーど', 'サインイン', 'ログイン'],
      answer:
        'サインイン画面の「パスワードをお忘れの方」から再設定できます。生徒は本人確認で仮パスワードをSMSで受け取れます。',
    },
    {
      question: 'お知らせはどこで見られますか？',
      keywords: ['お知らせ', 'おしらせ', '通知'],
      answer:
        '生徒はホームの「未読のお知らせ」と「お知らせ一覧」で、教職員はメニューの「お知らせ管理」で確認できます。',
    },
    {
      question: '教職員のメールアドレスを調べたい',
      keywords: ['メール', 'めーる', 'アドレス', '連絡先'],
      answer: 'メニューの「教職員メールアドレス検索」で、学校や氏名から調べられます。',
    },
    {
      question: '出席率を確認したい',
      keywords: ['出席', 'しゅっせき', '欠席'],
      answer:
        '生徒はホームの出席率パネルと「出席状況」の画面で、期間ごと・科目ごとに確認できます。',
    },
  ];
  const FALLBACK =
    'デモのため、決まった質問にだけお答えしています。下の「質問の例」から選ぶか、パスワード・お知らせ・メール・出席などの言葉を含めてお尋ねください。';

  const el = (tag, style, text) => {
    const node = document.createElement(tag);
    Object.assign(node.style, style || {});
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const panel = el('div', {
    display: standalone ? 'flex' : 'none',
    flexDirection: 'column',
    gap: '8px',
    boxSizing: 'border-box',
    width: standalone ? '100%' : 'min(360px, calc(100vw - 32px))',
    maxWidth: '100%',
    height: standalone ? 'min(70vh, 640px)' : 'min(480px, calc(100vh - 120px))',
    padding: '12px',
    border: '1px solid #d0d0d0',
    borderRadius: '8px',
    background: '#fff',
    color: '#1f1f1f',
    fontSize: '15px',
    boxShadow: standalone ? 'none' : '0 4px 16px rgba(0,0,0,0.2)',
  });
  panel.id = `${container.id}-panel`;

  const header = el('div', { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' });
  header.append(
    el('strong', { fontSize: '16px' }, title),
    el(
      'span',
      {
        fontSize: '12px',
        padding: '2px 8px',
        borderRadius: '12px',
        background: '#fff4e5',
        color: '#7a2e00',
        border: '1px solid #c24e00',
      },
      'デモ',
    ),
  );
  const note = el(
    'p',
    { margin: '0', fontSize: '12px', color: '#555' },
    'これはデモ用のチャットボットです。実際のサービスには接続していません。',
  );

  const log = el('div', {
    flex: '1 1 auto',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '4px',
    background: '#fafafa',
    borderRadius: '4px',
  });
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  log.setAttribute('aria-label', `${title}の会話`);
  log.tabIndex = 0;

  const say = (text, fromUser) => {
    const bubble = el(
      'p',
      {
        margin: '0',
        padding: '6px 10px',
        borderRadius: '12px',
        maxWidth: '85%',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        alignSelf: fromUser ? 'flex-end' : 'flex-start',
        background: fromUser ? ORANGE : '#ececec',
        color: fromUser ? '#fff' : '#1f1f1f',
      },
      text,
    );
    const who = el(
      'span',
      { position: 'absolute', left: '-9999px' },
      fromUser ? 'あなた：' : 'ボット：',
    );
    bubble.prepend(who);
    log.append(bubble);
    log.scrollTop = log.scrollHeight;
  };

  const answer = (question) => {
    const text = question.trim();
    if (!text) return;
    say(text, true);
    const hit = FAQ.find((f) => f.question === text || f.keywords.some((k) => text.includes(k)));
    say(hit ? hit.answer : FALLBACK, false);
  };

  const examples = el('div', { display: 'flex', flexWrap: 'wrap', gap: '6px' });
  examples.setAttribute('role', 'group');
  examples.setAttribute('aria-label', '質問の例');
  for (const item of FAQ) {
    const button = el(
      'button',
      {
        font: 'inherit',
        fontSize: '13px',
        padding: '4px 10px',
        minHeight: '32px',
        borderRadius: '16px',
        border: `1px solid ${ORANGE}`,
        background: '#fff',
        color: '#7a2e00',
        cursor: 'pointer',
      },
      item.question,
    );
    button.type = 'button';
    button.addEventListener('click', () => answer(item.question));
    examples.append(button);
  }

  const form = el('form', { display: 'flex', gap: '6px' });
  const input = el('input', {
    flex: '1 1 auto',
    minWidth: '0',
    font: 'inherit',
    padding: '8px',
    border: '1px solid #767676',
    borderRadius: '4px',
  });
  input.type = 'text';
  input.maxLength = 200;
  input.setAttribute('aria-label', '質問を入力');
  input.placeholder = '質問を入力';
  const send = el(
    'button',
    {
      font: 'inherit',
      padding: '8px 16px',
      border: 'none',
      borderRadius: '4px',
      background: ORANGE,
      color: '#fff',
      cursor: 'pointer',
    },
    '送信',
  );
  send.type = 'submit';
  form.append(input, send);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    answer(input.value);
    input.value = '';
    input.focus();
  });

  panel.append(header, note, log, examples, form);
  say(greeting, false);

  if (standalone) {
    container.append(panel);
    return;
  }
  // The home's floating widget: a button at the bottom right opens and closes the panel.
  const corner = el('div', {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    zIndex: '1200',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: '8px',
  });
  // A round button of the usual size for a floating launcher, its name in its label and tooltip:
  // a wide pill with the name covered the home's menu tiles (the page keeps room below for it).
  const toggle = el('button', {
    width: '56px',
    height: '56px',
    padding: '0',
    border: 'none',
    borderRadius: '50%',
    background: ORANGE,
    color: '#fff',
    boxShadow: '0 2px 8px rgba(0,0,0,0.3)',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
  });
  const SVG = 'http://www.w3.org/2000/svg';
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('width', '28');
  icon.setAttribute('height', '28');
  icon.setAttribute('aria-hidden', 'true');
  const bubble = document.createElementNS(SVG, 'path');
  bubble.setAttribute(
    'd',
    'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z',
  );
  bubble.setAttribute('fill', 'currentColor');
  icon.append(bubble);
  toggle.append(icon);
  toggle.setAttribute('aria-label', `${title}（デモ）`);
  toggle.title = `${title}（デモ）`;
  toggle.type = 'button';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);
  toggle.addEventListener('click', () => {
    const open = panel.style.display === 'none';
    panel.style.display = open ? 'flex' : 'none';
    toggle.setAttribute('aria-expanded', String(open));
    if (open) input.focus();
  });
  corner.append(panel, toggle);
  container.append(corner);
})();
