import { create } from 'zustand';

export type AuthModalType = 'login' | 'register';

export interface UiState {
  showAuthModal: boolean;
  authModalType: AuthModalType;
  showMobileMenu: boolean;
  openAuth: (type: AuthModalType) => void;
  closeAuth: () => void;
  setMobileMenu: (open: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  showAuthModal: false,
  authModalType: 'login',
  showMobileMenu: false,
  openAuth: (authModalType) => set({ showAuthModal: true, authModalType, showMobileMenu: false }),
  closeAuth: () => set({ showAuthModal: false }),
  setMobileMenu: (showMobileMenu) => set({ showMobileMenu }),
}));
