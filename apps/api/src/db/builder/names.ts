/** Japanese names as [kanji, full-width katakana, romaji]; romaji builds staff e-mail addresses. */
export type Name = readonly [kanji: string, kana: string, romaji: string];

const parse = (rows: string): Name[] =>
  rows
    .trim()
    .split(/\s+/)
    .map((cell) => {
      const [kanji, kana, romaji] = cell.split('/');
      return [kanji!, kana!, romaji!] as const;
    });

export const surnames: readonly Name[] = parse(`
  佐藤/サトウ/sato 鈴木/スズキ/suzuki 高橋/タカハシ/takahashi 田中/タナカ/tanaka 伊藤/イトウ/ito
  渡辺/ワタナベ/watanabe 山本/ヤマモト/yamamoto 中村/ナカムラ/nakamura 小林/コバヤシ/kobayashi 加藤/カトウ/kato
  吉田/ヨシダ/yoshida 山田/ヤマダ/yamada 佐々木/ササキ/sasaki 山口/ヤマグチ/yamaguchi 松本/マツモト/matsumoto
  井上/イノウエ/inoue 木村/キムラ/kimura 林/ハヤシ/hayashi 斎藤/サイトウ/saito 清水/シミズ/shimizu
  山崎/ヤマザキ/yamazaki 森/モリ/mori 池田/イケダ/ikeda 橋本/ハシモト/hashimoto 阿部/アベ/abe
  石川/イシカワ/ishikawa 山下/ヤマシタ/yamashita 中島/ナカジマ/nakajima 石井/イシイ/ishii 小川/オガワ/ogawa
  前田/マエダ/maeda 岡田/オカダ/okada 長谷川/ハセガワ/hasegawa 藤田/フジタ/fujita 後藤/ゴトウ/goto
  近藤/コンドウ/kondo 村上/ムラカミ/murakami 遠藤/エンドウ/endo 青木/アオキ/aoki 坂本/サカモト/sakamoto
  斉藤/サイトウ/saito 福田/フクダ/fukuda 太田/オオタ/ota 西村/ニシムラ/nishimura 藤井/フジイ/fujii
  金子/カネコ/kaneko 岡本/オカモト/okamoto 藤原/フジワラ/fujiwara 中野/ナカノ/nakano 三浦/ミウラ/miura
  原田/ハラダ/harada 中川/ナカガワ/nakagawa 松田/マツダ/matsuda 竹内/タケウチ/takeuchi 小野/オノ/ono
  田村/タムラ/tamura 中山/ナカヤマ/nakayama 和田/ワダ/wada 石田/イシダ/ishida 森田/モリタ/morita
  上田/ウエダ/ueda 原/ハラ/hara 柴田/シバタ/shibata 酒井/サカイ/sakai 工藤/クドウ/kudo
  横山/ヨコヤマ/yokoyama 宮崎/ミヤザキ/miyazaki 宮本/ミヤモト/miyamoto 内田/ウチダ/uchida 高木/タカギ/takagi
  安藤/アンドウ/ando 谷口/タニグチ/taniguchi 大野/オオノ/ono 丸山/マルヤマ/maruyama 今井/イマイ/imai
  比嘉/ヒガ/higa 金城/キンジョウ/kinjo 大城/オオシロ/oshiro 五十嵐/イガラシ/igarashi 小野寺/オノデラ/onodera
`);

/** Given names of students (born 2005–2011). */
export const studentGivenNames: readonly Name[] = parse(`
  陽菜/ヒナ/hina 結衣/ユイ/yui 葵/アオイ/aoi さくら/サクラ/sakura 美咲/ミサキ/misaki 凛/リン/rin
  芽依/メイ/mei 結菜/ユイナ/yuina 莉子/リコ/riko 紬/ツムギ/tsumugi 杏/アン/an 美月/ミヅキ/mizuki
  花音/カノン/kanon 心春/コハル/koharu 彩花/アヤカ/ayaka 遥/ハルカ/haruka 楓/カエデ/kaede 七海/ナナミ/nanami
  優奈/ユウナ/yuna 愛莉/アイリ/airi 千尋/チヒロ/chihiro 真央/マオ/mao ひより/ヒヨリ/hiyori 咲良/サクラ/sakura
  ジェシカ/ジェシカ/jessica マリア/マリア/maria 蓮/レン/ren 湊/ミナト/minato 大翔/ヒロト/hiroto
  陽翔/ハルト/haruto 悠真/ユウマ/yuma 樹/イツキ/itsuki 颯太/ソウタ/sota 大和/ヤマト/yamato 陸/リク/riku
  悠人/ユウト/yuto 翔太/ショウタ/shota 拓海/タクミ/takumi 海斗/カイト/kaito 翼/ツバサ/tsubasa 一輝/カズキ/kazuki
  航/ワタル/wataru 蒼/アオイ/aoi 奏太/カナタ/kanata 瑛太/エイタ/eita 健太/ケンタ/kenta 涼介/リョウスケ/ryosuke
  駿/シュン/shun 亮/リョウ/ryo 智也/トモヤ/tomoya ルーカス/ルーカス/lucas ケンジ/ケンジ/kenji
`);

/** Given names of adults (staff, tutors and others). */
export const adultGivenNames: readonly Name[] = parse(`
  浩/ヒロシ/hiroshi 誠/マコト/makoto 恵子/ケイコ/keiko 直子/ナオコ/naoko 隆/タカシ/takashi 裕子/ユウコ/yuko
  健一/ケンイチ/kenichi 由美/ユミ/yumi 美穂/ミホ/miho 剛/ツヨシ/tsuyoshi 康介/コウスケ/kosuke 直樹/ナオキ/naoki
  真由美/マユミ/mayumi 大輔/ダイスケ/daisuke 智子/トモコ/tomoko 和也/カズヤ/kazuya 洋子/ヨウコ/yoko
  哲也/テツヤ/tetsuya 明美/アケミ/akemi 修/オサム/osamu 久美子/クミコ/kumiko 学/マナブ/manabu
  香織/カオリ/kaori 聡/サトシ/satoshi 典子/ノリコ/noriko 拓也/タクヤ/takuya 麻衣/マイ/mai 亮介/リョウスケ/ryosuke
`);
