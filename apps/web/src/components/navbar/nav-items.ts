export interface NavItem {
  label: string;
  to?: string;
  onSelect?: () => void;
  emphasis?: boolean;
}
