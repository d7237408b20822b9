import { create } from 'zustand';

/** Whether home's app-download popup is open (the header's button and the download bar open it). */
export const useDownloadPopup = create<{ open: boolean }>(() => ({ open: false }));

export const openDownloadPopup = () => useDownloadPopup.setState({ open: true });
export const closeDownloadPopup = () => useDownloadPopup.setState({ open: false });
