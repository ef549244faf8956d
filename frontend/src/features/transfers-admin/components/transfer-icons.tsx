import { pathIcon } from '../../../components/icons/icons'

/** The row actions' icons (decorative: every action also has a text name). */
export const EyeIcon = pathIcon('M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0z')
export const PencilIcon = pathIcon('M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z')
export const PrinterIcon = pathIcon('M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z')
export const DetailsIcon = pathIcon('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8ZM14 2v6h6M8 13h8M8 17h5')
export const TrashIcon = pathIcon('M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6')

/** A box with a lid: put away, not destroyed. */
export const ArchiveIcon = pathIcon('M3 4h18v4H3zM5 8v12h14V8M10 12h4')
export const DownloadIcon = pathIcon('M12 3v12M7 10l5 5 5-5M5 21h14')
export const PlusIcon = pathIcon('M12 5v14M5 12h14')
export const FilterIcon = pathIcon('M3 5h18l-7 8v6l-4 2v-8Z')
export const BackIcon = pathIcon('M19 12H5M12 19l-7-7 7-7')
