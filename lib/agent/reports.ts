// The agent centre's money reports, by the name their pages and BFF routes read them with, and the part of
// a read besides the period and the page: the type, the username search and the member drilled into.
export type ReportQuery = { type?: string; q?: string; member?: string }

export type AgentReport = 'teamBetting' | 'userLoss' | 'myIncome' | 'accountDetails'
