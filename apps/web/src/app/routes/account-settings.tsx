// /account-settings: both roles (issue 27 item 4).
export { AccountSettingsPage as AccountSettingsRoute } from '#web/features/account/components/account-settings-page';
