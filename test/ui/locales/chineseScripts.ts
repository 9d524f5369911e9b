/**
 * Characters of everyday UI text that differ between the two Chinese scripts, pairwise (简 → 繁): a Traditional
 * Chinese message holding one of the first is simplified text left in (or converted back badly), and the reverse.
 */
export const SIMPLIFIED_ONLY =
  '这们个为国发对会说时过还后样实数网请设认证钱币链换选择获务资产东两动开关进连应该将从与种让问题间区经价额余显载录导创见现复页无绑签边单级码层际转账协议术总络线项统购买卖货质锁矿仓权奖励兑点击满览视图续历长'
export const TRADITIONAL_ONLY =
  '這們個為國發對會說時過還後樣實數網請設認證錢幣鏈換選擇獲務資產東兩動開關進連應該將從與種讓問題間區經價額餘顯載錄導創見現複頁無綁簽邊單級碼層際轉賬協議術總絡線項統購買賣貨質鎖礦倉權獎勵兌點擊滿覽視圖續歷長'

/** Mainland words a Taiwanese reader does not use in an app, with the Taiwan word (in Traditional characters). */
export const MAINLAND_WORDS_IN_TRADITIONAL: Readonly<Record<string, string>> = {
  數據: '資料',
  網絡: '網路',
  創建: '建立',
  導入: '匯入',
  查找: '尋找',
  點擊: '點選',
  默認: '預設',
  信息: '訊息',
  到賬: '入帳',
  協議: '協定',
  添加: '新增',
  發送: '傳送',
  滑點: '滑價',
  界面: '介面',
  支持: '支援',
  可選: '選填',
}
