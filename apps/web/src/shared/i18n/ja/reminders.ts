/** Reminders to the unread and the students' devices for Web Push (docs/decisions/reminders.md). */
export const reminders = {
  reminder_button: '未読者に再通知',
  reminder_unread: '未読の生徒：{{count}}名',
  reminder_channels: '再通知の方法',
  reminder_channel_push_reach: 'プッシュ通知（{{count}}名に届きます）',
  reminder_channel_mail_reach: 'メール（{{count}}名に届きます）',
  reminder_channel_sms_reach: 'SMS（{{count}}名に届きます・1通ごとに費用がかかります）',
  reminder_note:
    '送信の時点でまだ読んでいない生徒にだけ届きます。メールが届かない宛先、通知を受け取る端末や電話番号のない生徒には、その方法では送りません。',
  reminder_last: '前回の再通知：{{at}}',
  reminder_send: '送信',
  reminder_sent: '再通知を送信しました。届いた結果は一覧の各生徒に表示されます。',
  reminder_scheduled: '再通知は{{at}}に送信します。その時点で未読の生徒に届きます。',
  reminder_urgent: '緊急（夜間でもすぐに送り、再通知を止めている生徒にも送ります）',
  reminder_quiet:
    '夜間（21時〜7時）のため、{{at}}に送信します。すぐに送るときは「緊急」を選んでください。',
  reminder_settings_title: '再通知の受け取り方',
  reminder_settings_lead:
    'まだ読んでいないお知らせを知らせる再通知を、どの方法で受け取るか選べます。緊急の再通知は、この設定にかかわらず届きます。',
  reminder_settings_saved: '保存しました。',
  reminder_settings_push: 'プッシュ通知で受け取る',
  reminder_settings_mail: 'メールで受け取る',
  reminder_settings_sms: 'SMSで受け取る',
  reminder_channel_push: 'プッシュ',
  reminder_channel_mail: 'メール',
  reminder_channel_sms: 'SMS',
  reminder_state_queued: '送信待ち',
  reminder_state_sent: '送信済み',
  reminder_state_failed: '失敗',
  reminder_state_skipped: '送信せず',
  reminder_timeline: '再通知 {{channel}}：{{state}}{{at}}',
  push_title: '通知を受け取る端末',
  push_lead:
    'お知らせが届いたときや、まだ読んでいないお知らせがあるときに、この端末に通知が表示されます。',
  push_turn_on: 'この端末で通知を受け取る',
  push_unsupported:
    'このブラウザでは通知を受け取れません。iPhoneやiPadでは、Safariの「ホーム画面に追加」で追加したTayoriから設定してください。',
  push_blocked:
    'このサイトの通知がブロックされています。ブラウザの設定で、このサイトの通知を「許可」にしてください。',
  push_no_devices: '通知を受け取る端末はありません。',
  push_devices: '通知を受け取る端末の一覧',
  push_this_device: 'この端末',
  push_device_dates: '追加：{{added}}・最後の通知：{{last}}',
  push_never: 'なし',
  push_remove: '削除',
  push_remove_confirm: '「{{name}}」では通知を受け取らなくなります。削除しますか？',
  push_removed: '削除しました。',
  push_test: 'テスト通知を送る',
  push_test_sent:
    'テスト通知を{{count}}台の端末に送りました。届かないときは、端末の通知の設定を確かめてください。',
  push_test_not_sent:
    'テスト通知を送れませんでした。通知サービスにつながりません。時間をおいて、もう一度お試しください。',
} as const;
