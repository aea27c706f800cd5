export interface NavItem {
  label: string;
  to?: string;
  onSelect?: () => void;
  emphasis?: boolean;
  /** Only in the wide bar, not in the phone's menu. */
  wide?: boolean;
}
