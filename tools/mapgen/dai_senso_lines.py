"""Railways, main roads, great rivers and main mountain ranges of the Dai Senso maps, 1937-45, from public geography.

Used by dai_senso_build.py (which writes them into games/dai_senso/map.yaml as hexside attributes); run alone to
print the trace report:
    /work/venv_lines/bin/python tools/mapgen/dai_senso_lines.py

The Terrain Effects Chart (core digest section P) reads hexsides: Road or Rail (1/2 MP for a one-step unit, 1 MP
otherwise), River (+1 MP, 1 column left), Mountain (+2 MP, 2 columns left, blocks ZOC); core 10.2 runs supply any
distance along connected rail plus one stretch of road.  The printed UE map's lines are not in the text, so they are
reconstructed here: each line is a name, a kind, the first year it is in service when that is after 1937 (None: in
service at the 1937 start), and waypoints (place, lon, lat) taken from public geography (towns on the line, a
river's course, a range's crest).  Precision is that of a 250 km hex: only main railways and roads, great rivers
and main ranges.

Tracing onto the hex lattice (trace()):
  * rail/road: the polyline is sampled every 0.05 degrees; each sample falls in a hex (the fit of
    dai_senso_fit.py, inverted); consecutive hexes of the sequence share a hexside, which gets the attribute.
    A waypoint that is a named place of the map (Peiping, Mandalay, ...) is put in its printed hex.  Sea hexes
    on the way are skipped and the land hexes either side joined over land (at most 3 hexsides, never across an
    All-Sea hexside); where no such join exists the line is broken there (listed in the report).
  * river/mountain: every hexside between two land hexes whose centre-to-centre segment the polyline crosses.
"""
from __future__ import annotations

import collections
import math
from dataclasses import dataclass

import numpy as np

RAIL, ROAD, RIVER, MOUNTAIN = "rail", "road", "river", "mountain"


@dataclass(frozen=True)
class Line:
    name: str            # with the year it opened, e.g. 'Peking-Hankow Railway (1906)'
    kind: str            # rail, road, river, mountain
    points: tuple        # ((place, lon, lat), ...)
    year: int | None = None   # first year in service when after 1937 (R285)
    note: str = ""       # what is uncertain or simplified
    crossing: bool = False    # a fixed crossing of water (tunnel, causeway): may cross a water hexside (R287)
    pins: tuple = ()     # ((place, hex), ...): a waypoint put in a given hex, where the fit puts it across a
                         # river or range from the line's real side (R310); says why in `note`


def L(name, kind, pts, year=None, note="", crossing=False, pins=None):
    return Line(name, kind, tuple(pts), year, note, crossing, tuple(sorted((pins or {}).items())))


# ---------------------------------------------------------------------------------------------- railways
RAILWAYS = [
    # --- China proper
    L("Peking-Hankow Railway (1906)", RAIL, [("Peiping", 116.40, 39.90), ("Paoting", 115.46, 38.87), ("Shihkiachwang", 114.51, 38.04),
      ("Shunteh", 114.50, 37.07), ("Changteh", 114.35, 36.10), ("Sinsiang", 113.87, 35.30), ("Chengchow", 113.65, 34.76),
      ("Hsuchang", 113.82, 34.03), ("Yencheng", 114.02, 33.58), ("Sinyang", 114.07, 32.13), ("Hankow", 114.27, 30.59)]),
    L("Canton-Hankow Railway (completed 1936)", RAIL, [("Wuchang", 114.31, 30.55), ("Yochow", 113.13, 29.36), ("Changsha", 113.01, 28.19),
      ("Chuchow", 113.13, 27.83), ("Hengyang", 112.57, 26.89), ("Chenchow", 113.03, 25.79), ("Shaokwan", 113.59, 24.81), ("Canton", 113.26, 23.13)],
      note="the last gap (Chuchow-Shaokwan) closed in 1936, so in service at the 1937 start"),
    L("Canton-Kowloon Railway (1911)", RAIL, [("Canton", 113.26, 23.13), ("Shumchun", 114.10, 22.55), ("Kowloon", 114.17, 22.32)]),
    L("Tientsin-Pukow Railway (1912)", RAIL, [("Tientsin", 117.20, 39.13), ("Tehchow", 116.36, 37.44), ("Tsinan", 117.00, 36.65),
      ("Taian", 117.09, 36.20), ("Yenchow", 116.83, 35.55), ("Hsuchow", 117.18, 34.26), ("Pengpu", 117.39, 32.92), ("Pukow", 118.63, 32.07),
      ("Nanking", 118.78, 32.06)], note="Pukow-Nanking by the 1933 train ferry over the Yangtze"),
    L("Peking-Mukden Railway (1912)", RAIL, [("Peiping", 116.40, 39.90), ("Tientsin", 117.20, 39.13), ("Tangshan", 118.18, 39.63),
      ("Shanhaikwan", 119.75, 40.00), ("Chinchow", 121.13, 41.10), ("Mukden", 123.43, 41.80)]),
    L("Shanghai-Nanking Railway (1908)", RAIL, [("Nanking", 118.78, 32.06), ("Chinkiang", 119.45, 32.20), ("Changchow", 119.95, 31.78),
      ("Wusih", 120.30, 31.57), ("Soochow", 120.62, 31.30), ("Shanghai", 121.47, 31.23)]),
    L("Shanghai-Hangchow Railway (1909)", RAIL, [("Shanghai", 121.47, 31.23), ("Kashing", 120.75, 30.75), ("Hangchow", 120.16, 30.27)]),
    L("Chekiang-Kiangsi Railway (1937)", RAIL, [("Hangchow", 120.16, 30.27), ("Kinhwa", 119.65, 29.08), ("Chuhsien", 118.87, 28.94),
      ("Yushan", 118.24, 28.68), ("Shangjao", 117.94, 28.45), ("Yingtan", 117.07, 28.26), ("Nanchang", 115.89, 28.68),
      ("Pingsiang", 113.85, 27.62), ("Chuchow", 113.13, 27.83)], note="Hangchow-Pingsiang complete in 1937 (the Chientang bridge opened Sept 1937); taken as in service from the start"),
    L("Nanchang-Kiukiang Railway (1916)", RAIL, [("Nanchang", 115.89, 28.68), ("Kiukiang", 116.00, 29.70)]),
    L("Lunghai Railway (Haichow-Paoki, 1936)", RAIL, [("Lienyunkang", 119.45, 34.60), ("Hsuchow", 117.18, 34.26), ("Shangkiu", 115.65, 34.41),
      ("Kaifeng", 114.31, 34.80), ("Chengchow", 113.65, 34.76), ("Loyang", 112.45, 34.62), ("Shanhsien", 111.20, 34.77),
      ("Tungkwan", 110.25, 34.55), ("Weinan", 109.50, 34.50), ("Sian", 108.94, 34.26), ("Paoki", 107.14, 34.36)],
      note="reached Paoki in Dec 1936"),
    L("Chengting-Taiyuan Railway (1907)", RAIL, [("Shihkiachwang", 114.51, 38.04), ("Yangchuan", 113.58, 37.86), ("Taiyuan", 112.55, 37.87)]),
    L("Tatung-Puchow Railway (1937)", RAIL, [("Tatung", 113.30, 40.08), ("Hsinhsien", 112.73, 38.42), ("Taiyuan", 112.55, 37.87),
      ("Linfen", 111.52, 36.08), ("Puchow", 110.40, 34.85)], note="Shansi's metre-gauge line, completed 1937"),
    L("Peking-Suiyuan Railway (1923)", RAIL, [("Peiping", 116.40, 39.90), ("Kalgan", 114.88, 40.82), ("Tatung", 113.30, 40.08),
      ("Kweisui", 111.67, 40.82), ("Paotow", 109.84, 40.66)]),
    L("Kiaochow-Tsinan Railway (1904)", RAIL, [("Tsingtao", 120.38, 36.07), ("Kaomi", 119.75, 36.38), ("Weihsien", 119.10, 36.70),
      ("Changtien", 118.05, 36.80), ("Tsinan", 117.00, 36.65)]),
    L("Huainan Railway (1936)", RAIL, [("Tienkiaan", 116.99, 32.64), ("Hofei", 117.28, 31.86), ("Yuhsikow", 118.36, 31.37)]),
    L("Chinchow-Chengteh Railway (1938)", RAIL, [("Chinchow", 121.13, 41.10), ("Chinsi", 120.83, 40.75), ("Yehpaishou", 119.65, 41.40),
      ("Lingyuan", 119.40, 41.24), ("Pingchuan", 118.70, 41.00), ("Chengteh", 117.94, 40.97)], 1938,
      note="built by Manchukuo into Jehol after 1933; through to Chengteh by 1938 (year assumed, R312)"),
    L("Peiping-Kupeikou-Chengteh Railway (1939)", RAIL, [("Peiping", 116.40, 39.90), ("Miyun", 116.84, 40.38), ("Kupeikou", 117.15, 40.69),
      ("Luanping", 117.33, 40.93), ("Chengteh", 117.94, 40.97)], 1939,
      note="built by the Japanese to join Jehol to North China; through by 1939 (year assumed, R312)"),
    L("Shihkiachwang-Tehchow Railway (1940)", RAIL, [("Shihkiachwang", 114.51, 38.04), ("Hengshui", 115.67, 37.73), ("Tehchow", 116.36, 37.44)], 1940,
      note="built by the Japanese North China Transport company, opened 1940"),
    L("Hunan-Kwangsi Railway (Hengyang-Kweilin, 1938)", RAIL, [("Hengyang", 112.57, 26.89), ("Lingling", 111.61, 26.22), ("Chuanhsien", 111.07, 25.93),
      ("Kweilin", 110.29, 25.27)], 1938),
    L("Hunan-Kwangsi Railway (Kweilin-Liuchow, 1939)", RAIL, [("Kweilin", 110.29, 25.27), ("Liuchow", 109.41, 24.33)], 1939),
    L("Kweichow-Kwangsi Railway (Liuchow-Kinchengkiang, 1941)", RAIL, [("Liuchow", 109.41, 24.33), ("Ishan", 108.60, 24.50), ("Kinchengkiang", 108.05, 24.70)],
      1941, note="opened February 1941"),
    L("Kweichow-Kwangsi Railway (Kinchengkiang-Tushan, 1943)", RAIL, [("Kinchengkiang", 108.05, 24.70), ("Nantan", 107.55, 24.98), ("Tushan", 107.54, 25.83)],
      1943, note="reached Tushan in May 1943"),
    L("Yunnan Railway (1910)", RAIL, [("Haiphong", 106.68, 20.86), ("Hanoi", 105.85, 21.03), ("Yen Bay", 104.87, 21.72), ("Laokay", 103.97, 22.50),
      ("Kaiyuan", 103.26, 23.70), ("Ilang", 103.14, 24.92), ("Kunming", 102.71, 25.04)],
      note="the Chinese cut the Namti bridge at the border in 1940; kept whole (no end year in the format)"),
    L("Taiwan West Line (1908)", RAIL, [("Keelung", 121.74, 25.13), ("Taihoku", 121.56, 25.04), ("Shinchiku", 120.97, 24.80), ("Taichu", 120.68, 24.14),
      ("Kagi", 120.45, 23.48), ("Tainan", 120.20, 23.00), ("Takao", 120.30, 22.62)]),
    # --- Manchuria (Manchukuo)
    L("South Manchuria Railway (1903)", RAIL, [("Dairen", 121.61, 38.91), ("Wafangtien", 122.00, 39.63), ("Kaiping", 122.35, 40.40),
      ("Tashihchiao", 122.50, 40.63), ("Anshan", 122.99, 41.12), ("Liaoyang", 123.17, 41.27), ("Mukden", 123.43, 41.80),
      ("Tiehling", 123.84, 42.29), ("Kaiyuan", 124.04, 42.54), ("Szepingkai", 124.35, 43.17), ("Kungchuling", 124.82, 43.50),
      ("Hsinking", 125.32, 43.82)]),
    L("Antung-Mukden Railway (1911)", RAIL, [("Antung", 124.39, 40.13), ("Fenghwangcheng", 124.07, 40.45), ("Penhsihu", 123.77, 41.29), ("Mukden", 123.43, 41.80)]),
    L("Chinese Eastern Railway, western line (1903)", RAIL, [("Manchouli", 117.43, 49.60), ("Hailar", 119.74, 49.21), ("Pokotu", 121.40, 48.77),
      ("Tsitsihar", 123.92, 47.35), ("Anta", 125.32, 46.40), ("Harbin", 126.63, 45.75)],
      note="North Manchuria Railway after the 1935 sale to Manchukuo"),
    L("Chinese Eastern Railway, eastern line (1903)", RAIL, [("Harbin", 126.63, 45.75), ("Imienpo", 128.03, 45.07), ("Hengtaohotzu", 129.00, 44.80),
      ("Mutankiang", 129.60, 44.58), ("Suifenho", 131.15, 44.40), ("Grodekovo", 131.55, 44.20), ("Voroshilov", 131.95, 43.80),
      ("Vladivostok", 131.89, 43.12)], note="Grodekovo-Voroshilov-Vladivostok is the Ussuri Railway's stretch of the through route"),
    L("Chinese Eastern Railway, southern branch (1903)", RAIL, [("Harbin", 126.63, 45.75), ("Shuangcheng", 126.30, 45.38), ("Hsinking", 125.32, 43.82)]),
    L("Kirin-Tumen Railway (1933)", RAIL, [("Hsinking", 125.32, 43.82), ("Kirin", 126.55, 43.84), ("Tunhua", 128.23, 43.37), ("Yenki", 129.50, 42.90),
      ("Tumen", 129.85, 42.97)], note="Kirin-Tunhua 1928, Tunhua-Tumen 1933"),
    L("Tumen-Chiamussu Railway (1937)", RAIL, [("Tumen", 129.85, 42.97), ("Wangching", 129.76, 43.31), ("Mutankiang", 129.60, 44.58),
      ("Linkow", 130.26, 45.28), ("Poli", 130.57, 45.75), ("Chiamussu", 130.36, 46.80)], note="completed 1937"),
    L("Harbin-Heiho Railway (1935)", RAIL, [("Harbin", 126.63, 45.75), ("Suihua", 126.99, 46.64), ("Peian", 126.50, 48.24), ("Heiho", 127.49, 50.25)]),
    L("Szepingkai-Tsitsihar Railway (1926)", RAIL, [("Szepingkai", 124.35, 43.17), ("Chengchiatun", 123.50, 43.50), ("Taonan", 122.80, 45.33),
      ("Angangki", 123.80, 47.20), ("Tsitsihar", 123.92, 47.35)]),
    L("Tsitsihar-Peian Railway (1933)", RAIL, [("Tsitsihar", 123.92, 47.35), ("Nehe", 124.87, 48.48), ("Peian", 126.50, 48.24)]),
    L("Taonan-Halunarshan Railway (1937)", RAIL, [("Taonan", 122.80, 45.33), ("Wangyehmiao", 122.08, 46.08), ("Solun", 121.20, 46.60),
      ("Halunarshan", 119.90, 47.18)], note="reached Halunarshan (Arxan) in 1937"),
    L("Mukden-Hailung-Kirin Railway (1929)", RAIL, [("Mukden", 123.43, 41.80), ("Fushun", 123.90, 41.86), ("Hailung", 125.65, 42.53), ("Kirin", 126.55, 43.84)]),
    L("Lafa-Harbin Railway (1934)", RAIL, [("Lafa", 127.30, 43.85), ("Wuchang", 127.15, 44.92), ("Harbin", 126.63, 45.75)]),
    L("Linkow-Hulin Railway (1939)", RAIL, [("Linkow", 130.26, 45.28), ("Mishan", 131.85, 45.55), ("Hulin", 132.98, 45.77)], 1939,
      note="a Kwantung Army border line, opened 1939"),
    L("Hsinking-Paichengtzu Railway (1935)", RAIL, [("Hsinking", 125.32, 43.82), ("Nungan", 125.17, 44.43), ("Taonan", 122.83, 45.34)]),
    # --- Korea
    L("Keifu Line, Fusan-Keijo (1905)", RAIL, [("Fusan", 129.04, 35.10), ("Taikyu", 128.60, 35.87), ("Taiden", 127.38, 36.35), ("Keijo", 126.98, 37.57)]),
    L("Keigi Line, Keijo-Shingishu (1906)", RAIL, [("Keijo", 126.98, 37.57), ("Kaijo", 126.55, 37.97), ("Heijo", 125.75, 39.02),
      ("Shingishu", 124.40, 40.10), ("Antung", 124.39, 40.13)], note="the Yalu bridge (1911) joins it to the Antung-Mukden line"),
    L("Keigen and Kankyo Lines, Keijo-Gensan-Seishin-Tumen (1928)", RAIL, [("Keijo", 126.98, 37.57), ("Gensan", 127.44, 39.15), ("Kanko", 127.54, 39.92),
      ("Joshin", 129.20, 40.67), ("Seishin", 129.78, 41.79), ("Kainei", 129.75, 42.44), ("Tumen", 129.85, 42.97)]),
    L("Tomon and Yuki Lines, Tumen-Yuki-Rashin (1933)", RAIL, [("Tumen", 129.85, 42.97), ("Onjo", 130.00, 42.96), ("Kunyu", 130.20, 42.70),
      ("Yuki", 130.39, 42.33), ("Rashin", 130.30, 42.25), ("Seishin", 129.78, 41.79)],
      note="the North Korean coast line to Unggi, by the Soviet border (the §38.1.3 rail hex)"),
    L("Konan Line, Taiden-Mokpo (1914)", RAIL, [("Taiden", 127.38, 36.35), ("Riri", 126.95, 35.95), ("Koshu", 126.85, 35.15), ("Mokpo", 126.39, 34.81)]),
    L("Chuo Line, Keijo-Keishu (1942)", RAIL, [("Keijo", 126.98, 37.57), ("Genshu", 127.95, 37.35), ("Anto", 128.73, 36.57), ("Eisen", 128.94, 35.97),
      ("Keishu", 129.22, 35.84)], 1942, note="completed 1942"),
    L("Manpo Line (1939)", RAIL, [("Heijo", 125.75, 39.02), ("Kaisen", 125.90, 39.60), ("Kokai", 126.60, 40.97), ("Manpo", 126.29, 41.15)], 1939),
    # --- Japan and Karafuto
    L("Tohoku Main Line (1891)", RAIL, [("Tokyo", 139.77, 35.68), ("Utsunomiya", 139.88, 36.56), ("Fukushima", 140.47, 37.75), ("Sendai", 140.87, 38.27),
      ("Morioka", 141.15, 39.70), ("Aomori", 140.74, 40.82)]),
    L("Tokaido Main Line (1889)", RAIL, [("Tokyo", 139.77, 35.68), ("Shizuoka", 138.38, 34.98), ("Nagoya", 136.91, 35.18), ("Kyoto", 135.76, 35.00),
      ("Osaka", 135.50, 34.69), ("Kobe", 135.19, 34.69)]),
    L("Sanyo Main Line (1901)", RAIL, [("Kobe", 135.19, 34.69), ("Okayama", 133.93, 34.66), ("Hiroshima", 132.46, 34.39), ("Tokuyama", 131.81, 34.05)],
      note="Shimonoseki, its end, falls in north Kyushu's hex on the map, so the line stops at Tokuyama there and the Kanmon tunnel (1942) makes the last step (R287)"),
    L("Kanmon Railway Tunnel (1942)", RAIL, [("Tokuyama", 131.81, 34.05), ("Shimonoseki", 130.93, 33.95), ("Moji", 130.96, 33.90)], 1942,
      note="goods from June 1942, passengers from November 1942; before it, the Kanmon train ferry (not a rail hexside). "
           "On the map Shimonoseki falls in north Kyushu's hex, so the tunnel is the hexside from Tokuyama's hex (R287, R314)", crossing=True),
    L("Kagoshima Main Line (1909)", RAIL, [("Moji", 130.96, 33.90), ("Kokura", 130.88, 33.88), ("Hakata", 130.42, 33.59), ("Tosu", 130.50, 33.38),
      ("Kumamoto", 130.71, 32.79), ("Yatsushiro", 130.60, 32.51), ("Kagoshima", 130.56, 31.60)]),
    L("Nagasaki Main Line (1898)", RAIL, [("Tosu", 130.50, 33.38), ("Saga", 130.30, 33.25), ("Nagasaki", 129.87, 32.75)]),
    L("Nippo Main Line (1932)", RAIL, [("Kokura", 130.88, 33.88), ("Oita", 131.61, 33.24), ("Nobeoka", 131.66, 32.58), ("Miyazaki", 131.42, 31.91),
      ("Kagoshima", 130.56, 31.60)]),
    L("Shinetsu and Joetsu Lines, Tokyo-Niigata (1931)", RAIL, [("Tokyo", 139.77, 35.68), ("Takasaki", 139.00, 36.32), ("Nagaoka", 138.85, 37.45),
      ("Niigata", 139.04, 37.90)]),
    L("Hokuriku Main Line (1913)", RAIL, [("Kyoto", 135.76, 35.00), ("Tsuruga", 136.06, 35.65), ("Fukui", 136.22, 36.06), ("Kanazawa", 136.65, 36.56),
      ("Toyama", 137.21, 36.70), ("Naoetsu", 138.25, 37.17), ("Nagaoka", 138.85, 37.45)]),
    L("Uetsu and Ou Lines, Niigata-Akita-Aomori (1924)", RAIL, [("Niigata", 139.04, 37.90), ("Sakata", 139.84, 38.91), ("Akita", 140.10, 39.72),
      ("Odate", 140.57, 40.27), ("Aomori", 140.74, 40.82)]),
    L("San'in Main Line (1933)", RAIL, [("Kyoto", 135.76, 35.00), ("Fukuchiyama", 135.13, 35.30), ("Tottori", 134.24, 35.50), ("Yonago", 133.33, 35.43),
      ("Matsue", 133.05, 35.47), ("Hamada", 132.08, 34.90), ("Masuda", 131.84, 34.67)],
      note="stops at Masuda: its end, Shimonoseki, falls in north Kyushu's hex (R287)"),
    L("Chuo Main Line (1911)", RAIL, [("Tokyo", 139.77, 35.68), ("Kofu", 138.57, 35.66), ("Shiojiri", 137.95, 36.11), ("Nakatsugawa", 137.50, 35.49),
      ("Nagoya", 136.91, 35.18)]),
    L("Hakodate and Soya Lines, Hakodate-Wakkanai (1928)", RAIL, [("Hakodate", 140.73, 41.77), ("Oshamambe", 140.38, 42.51), ("Otaru", 141.00, 43.19),
      ("Sapporo", 141.35, 43.06), ("Asahikawa", 142.36, 43.77), ("Nayoro", 142.46, 44.36), ("Wakkanai", 141.67, 45.41)]),
    L("Nemuro Main Line, Takikawa-Kushiro (1907)", RAIL, [("Takikawa", 141.91, 43.56), ("Obihiro", 143.20, 42.92), ("Kushiro", 144.38, 42.98)]),
    L("Karafuto East Line (1936)", RAIL, [("Otomari", 142.74, 46.64), ("Toyohara", 142.74, 46.96), ("Ochiai", 142.76, 47.30), ("Shiritori", 142.78, 48.00),
      ("Shikuka", 143.10, 49.22)]),
    # --- Soviet Far East, Siberia, Central Asia, Mongolia
    L("Trans-Siberian Railway (1916)", RAIL, [("Taishet", 98.00, 55.94), ("Tulun", 100.58, 54.56), ("Zima", 102.05, 53.92), ("Irkutsk", 104.28, 52.29),
      ("Slyudyanka", 103.70, 51.66), ("Ulan-Ude", 107.60, 51.83), ("Petrovsky Zavod", 108.85, 51.28), ("Chita", 113.50, 52.03),
      ("Karymskaya", 114.35, 51.62), ("Shilka", 115.10, 51.85), ("Mogocha", 119.75, 53.73), ("Skovorodino", 123.92, 53.98),
      ("Svobodny", 128.12, 51.38), ("Kuibyshevka", 128.47, 50.92), ("Obluchye", 131.07, 49.00), ("Birobidzhan", 132.93, 48.79),
      ("Khabarovsk", 135.07, 48.48), ("Bikin", 134.27, 46.82), ("Iman", 133.73, 45.93), ("Spassk", 132.80, 44.60),
      ("Voroshilov", 131.95, 43.80), ("Vladivostok", 131.89, 43.12)], note="the Amur line (Kuibyshevka-Khabarovsk) completed 1916"),
    L("Trans-Siberian Railway, Chelyabinsk-Omsk-Novosibirsk-Taishet (1898)", RAIL, [("Chelyabinsk", 61.40, 55.16), ("Kurgan", 65.34, 55.44),
      ("Petropavlovsk", 69.15, 54.87), ("Omsk", 73.37, 54.98), ("Tatarskaya", 75.97, 55.21), ("Barabinsk", 78.35, 55.35),
      ("Novosibirsk", 82.92, 55.03), ("Taiga", 85.62, 56.06), ("Mariinsk", 87.75, 56.21), ("Achinsk", 90.50, 56.27),
      ("Krasnoyarsk", 92.87, 56.01), ("Kansk", 95.72, 56.20), ("Taishet", 98.00, 55.94)],
      note="the West and Central Siberian railways, through to Irkutsk by 1898; double-tracked before 1937"),
    L("Altai Railway, Novosibirsk-Barnaul-Semipalatinsk (1915)", RAIL, [("Novosibirsk", 82.92, 55.03), ("Cherepanovo", 83.37, 54.22),
      ("Barnaul", 83.78, 53.35), ("Aleysk", 82.78, 52.49), ("Rubtsovsk", 81.20, 51.53), ("Semipalatinsk", 80.23, 50.41)],
      note="the northern end of the Turksib route: the Turksib (1930) runs on from Semipalatinsk"),
    L("Blagoveshchensk branch (1913)", RAIL, [("Kuibyshevka", 128.47, 50.92), ("Blagoveshchensk", 127.53, 50.27)]),
    L("Trans-Baikal-Manchouli line (1901)", RAIL, [("Karymskaya", 114.35, 51.62), ("Borzya", 116.52, 50.39), ("Otpor", 117.30, 49.60), ("Manchouli", 117.43, 49.60)]),
    L("Borzya-Bayan Tumen Railway (1939)", RAIL, [("Borzya", 116.52, 50.39), ("Solovyevsk", 115.70, 49.90), ("Bayan Tumen", 114.50, 48.07)], 1939,
      note="built for the Khalkhin Gol campaign, 1939"),
    L("Ulan-Ude-Naushki Railway (1940)", RAIL, [("Ulan-Ude", 107.60, 51.83), ("Gusinoozyorsk", 106.47, 51.28), ("Naushki", 106.10, 50.40)], 1940,
      note="it reached Ulan Bator only in 1949"),
    L("Volochayevka-Komsomolsk Railway (1940)", RAIL, [("Volochayevka", 134.57, 48.56), ("Komsomolsk", 137.00, 50.55)], 1940),
    L("Komsomolsk-Sovetskaya Gavan Railway (1945)", RAIL, [("Komsomolsk", 137.00, 50.55), ("Sovetskaya Gavan", 140.25, 48.97)], 1945,
      note="built 1943-45 with rails from the BAM; open 1945"),
    L("Turkestan-Siberia Railway (1930)", RAIL, [("Semipalatinsk", 80.23, 50.41), ("Ayaguz", 80.40, 47.96), ("Aktogay", 79.66, 46.95),
      ("Sary-Ozek", 77.95, 44.35), ("Alma-Ata", 76.95, 43.24), ("Frunze", 74.60, 42.87), ("Lugovaya", 72.75, 42.93),
      ("Dzhambul", 71.37, 42.90), ("Chimkent", 69.60, 42.32), ("Tashkent", 69.24, 41.30)]),
    L("Tashkent Railway, Orenburg-Tashkent (1906)", RAIL, [("Tashkent", 69.24, 41.30), ("Turkestan", 68.25, 43.30), ("Kzyl-Orda", 65.50, 44.85),
      ("Kazalinsk", 62.10, 45.76), ("Aralsk", 61.67, 46.80)]),
    L("Central Asian Railway (1899)", RAIL, [("Tashkent", 69.24, 41.30), ("Samarkand", 66.96, 39.65), ("Kagan", 64.55, 39.72), ("Chardzhou", 63.57, 39.08),
      ("Merv", 61.83, 37.60), ("Ashkhabad", 58.38, 37.95)]),
    # --- French Indochina, Siam, Malaya
    L("Transindochinois, Hanoi-Saigon (1936)", RAIL, [("Hanoi", 105.85, 21.03), ("Nam Dinh", 106.17, 20.42), ("Thanh Hoa", 105.78, 19.80), ("Vinh", 105.68, 18.67),
      ("Dong Hoi", 106.60, 17.47), ("Hue", 107.59, 16.46), ("Tourane", 108.20, 16.05), ("Quang Ngai", 108.80, 15.12), ("Dieu Tri", 109.10, 13.78),
      ("Tuy Hoa", 109.30, 13.08), ("Nha Trang", 109.19, 12.24), ("Phan Thiet", 108.10, 10.93), ("Saigon", 106.70, 10.78)],
      note="the last gap (Tourane-Nha Trang) closed in October 1936"),
    L("Hanoi-Langson Railway (1902)", RAIL, [("Hanoi", 105.85, 21.03), ("Bac Ninh", 106.08, 21.19), ("Langson", 106.76, 21.85), ("Dong Dang", 106.73, 21.97)]),
    L("Cambodia Railway, Phnom Penh-Battambang (1932)", RAIL, [("Phnom Penh", 104.92, 11.56), ("Pursat", 103.92, 12.54), ("Battambang", 103.20, 13.10),
      ("Mongkol Borei", 103.00, 13.53)]),
    L("Battambang-Aranyaprathet link (1942)", RAIL, [("Mongkol Borei", 103.00, 13.53), ("Sisophon", 102.97, 13.59), ("Poipet", 102.56, 13.66),
      ("Aranyaprathet", 102.50, 13.69)], 1942, note="the Siam-Cambodia link was finished in 1941-42; taken as 1942"),
    L("Siam Eastern Line (1926)", RAIL, [("Bangkok", 100.50, 13.75), ("Chachoengsao", 101.07, 13.69), ("Prachinburi", 101.37, 14.05),
      ("Aranyaprathet", 102.50, 13.69)]),
    L("Siam Northern Line (1922)", RAIL, [("Bangkok", 100.50, 13.75), ("Ayutthaya", 100.57, 14.35), ("Lopburi", 100.62, 14.80), ("Nakhon Sawan", 100.12, 15.70),
      ("Phitsanulok", 100.26, 16.82), ("Uttaradit", 100.10, 17.62), ("Lampang", 99.49, 18.29), ("Chiang Mai", 98.98, 18.79)]),
    L("Siam Northeastern Line (1930)", RAIL, [("Ayutthaya", 100.57, 14.35), ("Kaeng Khoi", 101.00, 14.58), ("Korat", 102.10, 14.97),
      ("Buriram", 103.10, 14.99), ("Ubon", 104.86, 15.24)]),
    L("Siam Northeastern Line, Korat-Khon Kaen (1933)", RAIL, [("Korat", 102.10, 14.97), ("Khon Kaen", 102.83, 16.43)]),
    L("Siam Northeastern Line, Khon Kaen-Udon (1941)", RAIL, [("Khon Kaen", 102.83, 16.43), ("Udon", 102.79, 17.41)], 1941),
    L("Siam Southern Line (1918)", RAIL, [("Bangkok", 100.50, 13.75), ("Nakhon Pathom", 100.06, 13.82), ("Nong Pladuk", 99.85, 13.82), ("Ratchaburi", 99.81, 13.54),
      ("Hua Hin", 99.96, 12.57), ("Prachuap", 99.80, 11.81), ("Chumphon", 99.18, 10.49), ("Surat Thani", 99.32, 9.14), ("Thung Song", 99.68, 8.16),
      ("Hat Yai", 100.47, 7.01), ("Padang Besar", 100.32, 6.66)], note="joined to the Federated Malay States line at Padang Besar in 1918"),
    L("Hat Yai-Sungai Kolok line (1921)", RAIL, [("Hat Yai", 100.47, 7.01), ("Yala", 101.28, 6.54), ("Sungai Kolok", 101.96, 6.03), ("Pasir Mas", 102.14, 6.05)]),
    L("Malayan Railway, west coast (1918)", RAIL, [("Padang Besar", 100.32, 6.66), ("Alor Star", 100.37, 6.12), ("Prai", 100.37, 5.40), ("Taiping", 100.73, 4.85),
      ("Ipoh", 101.08, 4.60), ("Kuala Lumpur", 101.69, 3.14), ("Seremban", 101.94, 2.73), ("Gemas", 102.61, 2.58), ("Kluang", 103.33, 2.03),
      ("Johore Bahru", 103.76, 1.46), ("Singapore", 103.85, 1.29)], note="the Johore causeway (1923) carries it to Singapore"),
    L("Malayan Railway, east coast (1931)", RAIL, [("Gemas", 102.61, 2.58), ("Kuala Lipis", 102.05, 4.18), ("Gua Musang", 101.97, 4.88), ("Kuala Krai", 102.20, 5.53),
      ("Pasir Mas", 102.14, 6.05), ("Tumpat", 102.17, 6.20)],
      note="the Japanese lifted much of it in 1942-43 for the Burma-Siam railway; kept whole (no end year in the format)"),
    # --- Burma, India, Ceylon
    L("Burma-Siam Railway (1943)", RAIL, [("Nong Pladuk", 99.85, 13.82), ("Kanchanaburi", 99.53, 14.02), ("Wang Pho", 99.13, 14.22), ("Nikki", 98.70, 14.90),
      ("Three Pagodas Pass", 98.40, 15.30), ("Thanbyuzayat", 97.73, 15.96)], 1944,
      note="completed October 1943: a line opening in a year's last quarter counts from the next year (R312)"),
    L("Burma Railways, Rangoon-Mandalay (1889)", RAIL, [("Rangoon", 96.16, 16.80), ("Pegu", 96.48, 17.33), ("Toungoo", 96.43, 18.94), ("Pyinmana", 96.20, 19.74),
      ("Thazi", 96.06, 20.85), ("Mandalay", 96.08, 21.97)]),
    L("Burma Railways, Mandalay-Myitkyina (1898)", RAIL, [("Mandalay", 96.08, 21.97), ("Sagaing", 95.98, 21.88), ("Shwebo", 95.70, 22.57), ("Kawlin", 95.68, 23.79),
      ("Naba", 96.00, 24.17), ("Mohnyin", 96.37, 24.78), ("Myitkyina", 97.40, 25.38)], note="the Ava bridge (1934) carries it over the Irrawaddy"),
    L("Burma Railways, Mandalay-Lashio (1903)", RAIL, [("Mandalay", 96.08, 21.97), ("Maymyo", 96.47, 22.03), ("Hsipaw", 97.30, 22.62), ("Lashio", 97.75, 22.93)]),
    L("Burma Railways, Rangoon-Prome (1877)", RAIL, [("Rangoon", 96.16, 16.80), ("Tharrawaddy", 95.79, 17.65), ("Prome", 95.22, 18.82)]),
    L("Burma Railways, Thazi-Shwenyaung (1915)", RAIL, [("Thazi", 96.06, 20.85), ("Kalaw", 96.56, 20.63), ("Shwenyaung", 96.93, 20.76)]),
    L("Burma Railways, Pegu-Martaban-Ye (1925)", RAIL, [("Pegu", 96.48, 17.33), ("Sittang bridge", 96.97, 17.40), ("Thaton", 97.37, 16.92), ("Martaban", 97.60, 16.53),
      ("Moulmein", 97.63, 16.49), ("Thanbyuzayat", 97.73, 15.96), ("Ye", 97.85, 15.25)], note="Martaban-Moulmein by ferry over the Salween"),
    L("East Indian Railway, Calcutta-Delhi (1866)", RAIL, [("Calcutta", 88.36, 22.57), ("Burdwan", 87.86, 23.23), ("Asansol", 86.98, 23.68), ("Gaya", 85.00, 24.79),
      ("Mughalsarai", 83.12, 25.28), ("Allahabad", 81.85, 25.44), ("Cawnpore", 80.33, 26.45), ("Aligarh", 78.08, 27.88), ("Delhi", 77.21, 28.64)],
      note="by the Grand Chord (1906)"),
    L("East Indian Railway, loop by Patna (1862)", RAIL, [("Asansol", 86.98, 23.68), ("Jhajha", 86.38, 24.77), ("Patna", 85.14, 25.60), ("Mughalsarai", 83.12, 25.28)]),
    L("Bengal Nagpur Railway, Calcutta-Nagpur (1891)", RAIL, [("Calcutta", 88.36, 22.57), ("Kharagpur", 87.32, 22.34), ("Tatanagar", 86.20, 22.80),
      ("Jharsuguda", 84.00, 21.86), ("Bilaspur", 82.15, 22.08), ("Raipur", 81.63, 21.25), ("Nagpur", 79.09, 21.15)]),
    L("Great Indian Peninsula Railway, Nagpur-Bombay (1867)", RAIL, [("Nagpur", 79.09, 21.15), ("Wardha", 78.60, 20.74), ("Bhusawal", 75.78, 21.04),
      ("Manmad", 74.44, 20.25), ("Kalyan", 73.13, 19.24), ("Bombay", 72.88, 19.08)]),
    L("Great Indian Peninsula Railway, Bhusawal-Delhi (1889)", RAIL, [("Bhusawal", 75.78, 21.04), ("Itarsi", 77.76, 22.61), ("Bhopal", 77.41, 23.26),
      ("Jhansi", 78.57, 25.45), ("Gwalior", 78.18, 26.22), ("Agra", 78.01, 27.18), ("Delhi", 77.21, 28.64)]),
    L("East Coast Railway, Kharagpur-Madras (1901)", RAIL, [("Kharagpur", 87.32, 22.34), ("Balasore", 86.93, 21.49), ("Cuttack", 85.88, 20.46),
      ("Berhampur", 84.79, 19.31), ("Vizagapatam", 83.30, 17.70), ("Rajahmundry", 81.78, 17.00), ("Bezwada", 80.64, 16.51), ("Nellore", 79.99, 14.44),
      ("Madras", 80.27, 13.08)]),
    L("Madras and Southern Mahratta Railway, Bombay-Madras (1871)", RAIL, [("Bombay", 72.88, 19.08), ("Poona", 73.86, 18.52), ("Sholapur", 75.91, 17.66),
      ("Wadi", 76.99, 17.06), ("Raichur", 77.35, 16.20), ("Guntakal", 77.38, 15.17), ("Renigunta", 79.51, 13.65), ("Madras", 80.27, 13.08)]),
    L("South Indian Railway, Madras-Madura (1875)", RAIL, [("Madras", 80.27, 13.08), ("Villupuram", 79.49, 11.94), ("Trichinopoly", 78.70, 10.80),
      ("Madura", 78.12, 9.93)], note="stops at Madura: the fit puts Ramnad and Dhanushkodi (and the Talaimannar ferry) in Colombo's hex"),
    L("Bombay, Baroda and Central India Railway, Bombay-Delhi (1909)", RAIL, [("Bombay", 72.88, 19.08), ("Surat", 72.83, 21.17), ("Baroda", 73.18, 22.31),
      ("Ratlam", 75.04, 23.33), ("Kotah", 75.86, 25.18), ("Muttra", 77.67, 27.49), ("Delhi", 77.21, 28.64)]),
    L("North Western Railway, Delhi-Lahore-Karachi (1889)", RAIL, [("Delhi", 77.21, 28.64), ("Ambala", 76.78, 30.38), ("Ludhiana", 75.86, 30.90),
      ("Lahore", 74.34, 31.55), ("Multan", 71.47, 30.20), ("Rohri", 68.90, 27.68), ("Hyderabad", 68.37, 25.39), ("Karachi", 67.01, 24.86)]),
    L("North Western Railway, Lahore-Peshawar (1883)", RAIL, [("Lahore", 74.34, 31.55), ("Rawalpindi", 73.05, 33.60), ("Attock", 72.25, 33.90),
      ("Peshawar", 71.58, 34.01)]),
    L("Eastern Bengal Railway, Calcutta-Siliguri (1915)", RAIL, [("Calcutta", 88.36, 22.57), ("Ranaghat", 88.56, 23.18), ("Poradah", 89.04, 23.86),
      ("Santahar", 88.97, 24.80), ("Parbatipur", 88.95, 25.65), ("Siliguri", 88.43, 26.71)], note="the Hardinge bridge (1915) carries it over the Ganges"),
    L("Bengal and Assam lines, Parbatipur-Gauhati (1910)", RAIL, [("Parbatipur", 88.95, 25.65), ("Lalmonirhat", 89.45, 25.90), ("Golakganj", 89.83, 26.10),
      ("Fakiragram", 90.22, 26.43), ("Amingaon", 91.67, 26.19), ("Gauhati", 91.75, 26.18)], note="Amingaon-Pandu (Gauhati) by ferry over the Brahmaputra"),
    L("Assam Bengal Railway, Gauhati-Ledo (1903)", RAIL, [("Gauhati", 91.75, 26.18), ("Lumding", 93.17, 25.75), ("Dimapur", 93.73, 25.90), ("Mariani", 94.30, 26.66),
      ("Dibrugarh", 94.90, 27.48), ("Tinsukia", 95.36, 27.49), ("Ledo", 95.73, 27.30)]),
    L("Assam Bengal Railway, Chittagong-Lumding (1904)", RAIL, [("Chittagong", 91.83, 22.34), ("Laksam", 91.12, 23.25), ("Akhaura", 91.20, 23.87),
      ("Kulaura", 92.03, 24.50), ("Badarpur", 92.58, 24.87), ("Haflong", 93.02, 25.17), ("Lumding", 93.17, 25.75)]),
    L("Dacca-Akhaura line (1914)", RAIL, [("Dacca", 90.41, 23.81), ("Tongi", 90.40, 23.89), ("Bhairab", 90.98, 24.05), ("Akhaura", 91.20, 23.87)]),
    L("Ceylon Government Railway, main and northern lines (1905)", RAIL, [("Colombo", 79.86, 6.93), ("Polgahawela", 80.30, 7.33), ("Kurunegala", 80.36, 7.48),
      ("Maho", 80.27, 7.82), ("Anuradhapura", 80.40, 8.31)],
      note="the Jaffna line is left out: the fit puts Jaffna in an Indian hex"),
    L("Ceylon Government Railway, Trincomalee line (1928)", RAIL, [("Maho", 80.27, 7.82), ("Gal Oya", 80.88, 7.93), ("Trincomalee", 81.23, 8.57)]),
    L("Ceylon Government Railway, Kandy line (1867)", RAIL, [("Polgahawela", 80.30, 7.33), ("Kandy", 80.63, 7.29), ("Badulla", 81.06, 6.99)]),
    # --- Netherlands East Indies, Philippines
    L("Deli Railway (1937)", RAIL, [("Belawan", 98.69, 3.78), ("Medan", 98.67, 3.59), ("Tebing Tinggi", 99.16, 3.33), ("Pematang Siantar", 99.06, 2.96),
      ("Kisaran", 99.62, 2.98), ("Rantau Prapat", 99.83, 2.10)]),
    L("West Sumatra State Railway (1896)", RAIL, [("Padang", 100.35, -0.95), ("Padang Panjang", 100.40, -0.47), ("Fort de Kock", 100.37, -0.30),
      ("Payakumbuh", 100.63, -0.22)]),
    L("West Sumatra State Railway, Sawahlunto branch (1894)", RAIL, [("Padang Panjang", 100.40, -0.47), ("Solok", 100.65, -0.79), ("Sawahlunto", 100.78, -0.68),
      ("Muaro", 100.95, -0.62)]),
    L("South Sumatra State Railway (1933)", RAIL, [("Palembang", 104.75, -2.99), ("Prabumulih", 104.25, -3.43), ("Lahat", 103.53, -3.79),
      ("Lubuklinggau", 102.86, -3.30)]),
    L("South Sumatra State Railway, Oosthaven line (1927)", RAIL, [("Prabumulih", 104.25, -3.43), ("Baturaja", 104.17, -4.13), ("Tanjungkarang", 105.26, -5.43),
      ("Oosthaven", 105.32, -5.47)]),
    L("Java State Railways, southern main line (1894)", RAIL, [("Merak", 106.00, -5.93), ("Batavia", 106.82, -6.18), ("Buitenzorg", 106.80, -6.60),
      ("Bandung", 107.60, -6.92), ("Tasikmalaya", 108.22, -7.33), ("Kroya", 109.25, -7.63), ("Jogjakarta", 110.37, -7.80), ("Solo", 110.82, -7.57),
      ("Madiun", 111.52, -7.63), ("Kertosono", 112.15, -7.60), ("Surabaya", 112.75, -7.25)]),
    L("Java northern main line (1912)", RAIL, [("Batavia", 106.82, -6.18), ("Cheribon", 108.55, -6.71), ("Tegal", 109.14, -6.87), ("Semarang", 110.42, -6.97),
      ("Bojonegoro", 111.88, -7.15), ("Surabaya", 112.75, -7.25)]),
    L("Java State Railways, Surabaya-Banyuwangi (1903)", RAIL, [("Surabaya", 112.75, -7.25), ("Bangil", 112.78, -7.60), ("Probolinggo", 113.22, -7.75),
      ("Jember", 113.70, -8.17), ("Banyuwangi", 114.37, -8.20)]),
    L("Manila Railroad, north line (1912)", RAIL, [("Manila", 120.98, 14.60), ("San Fernando", 120.69, 15.03), ("Tarlac", 120.60, 15.49), ("Dagupan", 120.34, 16.04),
      ("San Fernando, La Union", 120.32, 16.62)]),
    L("Manila Railroad, south line to Lucena (1916)", RAIL, [("Manila", 120.98, 14.60), ("Calamba", 121.17, 14.21), ("Lucena", 121.62, 13.94)]),
    L("Manila Railroad, Lucena-Legaspi (1938)", RAIL, [("Lucena", 121.62, 13.94), ("Ragay", 122.80, 13.82), ("Naga", 123.19, 13.62), ("Legaspi", 123.73, 13.14)], 1938,
      note="the through line to Legaspi opened in 1938"),
    # --- Australia
    L("Queensland North Coast Line (1924)", RAIL, [("Brisbane", 153.03, -27.47), ("Maryborough", 152.70, -25.54), ("Rockhampton", 150.51, -23.38),
      ("Mackay", 149.19, -21.14), ("Bowen", 148.24, -20.01), ("Townsville", 146.82, -19.26), ("Ingham", 146.16, -18.65), ("Cairns", 145.77, -16.92)]),
    L("Great Northern Railway, Townsville-Mount Isa (1929)", RAIL, [("Townsville", 146.82, -19.26), ("Charters Towers", 146.26, -20.08),
      ("Hughenden", 144.20, -20.85), ("Cloncurry", 140.50, -20.70), ("Mount Isa", 139.49, -20.73)]),
    L("Sydney-Brisbane standard gauge (1930)", RAIL, [("Sydney", 151.21, -33.87), ("Newcastle", 151.78, -32.93), ("Taree", 152.46, -31.90),
      ("Kempsey", 152.84, -31.08), ("Grafton", 152.93, -29.69), ("Kyogle", 153.00, -28.62), ("Brisbane", 153.03, -27.47)]),
    L("Main Southern Line, Sydney-Albury-Melbourne (1883)", RAIL, [("Sydney", 151.21, -33.87), ("Goulburn", 149.72, -34.75), ("Cootamundra", 148.03, -34.64),
      ("Wagga Wagga", 147.37, -35.12), ("Albury", 146.92, -36.08), ("Benalla", 145.98, -36.55), ("Melbourne", 144.96, -37.81)],
      note="break of gauge at Albury"),
    L("Canberra branch (1914)", RAIL, [("Goulburn", 149.72, -34.75), ("Queanbeyan", 149.23, -35.35), ("Canberra", 149.13, -35.28)]),
    L("Melbourne-Adelaide line (1887)", RAIL, [("Melbourne", 144.96, -37.81), ("Ballarat", 143.85, -37.56), ("Ararat", 142.93, -37.28),
      ("Serviceton", 140.99, -36.37), ("Murray Bridge", 139.27, -35.12), ("Adelaide", 138.60, -34.93)]),
    L("Adelaide-Port Augusta line (1937)", RAIL, [("Adelaide", 138.60, -34.93), ("Port Pirie", 138.02, -33.18), ("Port Augusta", 137.77, -32.49)],
      note="the standard-gauge Port Pirie-Port Augusta link and the narrow-gauge lines south of it; through service by 1937"),
    L("Trans-Australian Railway (1917)", RAIL, [("Port Augusta", 137.77, -32.49), ("Tarcoola", 134.57, -30.71), ("Cook", 130.41, -30.62),
      ("Rawlinna", 125.33, -31.01), ("Kalgoorlie", 121.47, -30.75)]),
    L("Eastern Goldfields Railway, Kalgoorlie-Perth (1896)", RAIL, [("Kalgoorlie", 121.47, -30.75), ("Southern Cross", 119.33, -31.23), ("Northam", 116.67, -31.65),
      ("Perth", 115.86, -31.95)]),
    L("Central Australia Railway (1929)", RAIL, [("Port Augusta", 137.77, -32.49), ("Quorn", 138.04, -32.35), ("Marree", 138.06, -29.65), ("Oodnadatta", 135.45, -27.55),
      ("Alice Springs", 133.88, -23.70)]),
    L("North Australia Railway (1929)", RAIL, [("Darwin", 130.84, -12.46), ("Adelaide River", 131.11, -13.24), ("Katherine", 132.26, -14.47), ("Birdum", 133.21, -15.65)]),
    L("Broken Hill line (1888)", RAIL, [("Port Pirie", 138.02, -33.18), ("Peterborough", 138.84, -32.97), ("Broken Hill", 141.47, -31.95)]),
    L("Main Western Line, Sydney-Bourke (1885)", RAIL, [("Sydney", 151.21, -33.87), ("Bathurst", 149.58, -33.42), ("Orange", 149.10, -33.28),
      ("Dubbo", 148.60, -32.25), ("Nyngan", 147.19, -31.56), ("Bourke", 145.94, -30.09)]),
    L("Western Line, Brisbane-Charleville (1888)", RAIL, [("Brisbane", 153.03, -27.47), ("Toowoomba", 151.95, -27.56), ("Roma", 148.79, -26.57),
      ("Charleville", 146.25, -26.40)]),
]

# ---------------------------------------------------------------------------------------------- roads
ROADS = [
    L("Burma Road, Kunming-Lashio (opened December 1938)", ROAD, [("Kunming", 102.71, 25.04), ("Tsuyung", 101.55, 25.03), ("Hsiakwan", 100.23, 25.60),
      ("Paoshan", 99.16, 25.11), ("Lungling", 98.69, 24.59), ("Wanting", 98.07, 24.08), ("Lashio", 97.75, 22.93)], 1939,
      note="first convoys in January 1939 (R285)"),
    L("Ledo Road, Ledo-Myitkyina-Mongyu (1945)", ROAD, [("Ledo", 95.73, 27.30), ("Pangsau Pass", 96.18, 27.25), ("Shingbwiyang", 96.20, 26.68),
      ("Myitkyina", 97.40, 25.38), ("Bhamo", 97.24, 24.27), ("Namhkam", 97.68, 23.83), ("Mongyu", 97.95, 24.00)], 1945,
      note="the Stilwell Road: first convoy to Kunming in January 1945"),
    L("Manipur Road, Dimapur-Imphal (1937)", ROAD, [("Dimapur", 93.73, 25.90), ("Kohima", 94.11, 25.67), ("Imphal", 93.94, 24.82)]),
    L("Tamu Road, Imphal-Tamu-Kalewa (1942)", ROAD, [("Imphal", 93.94, 24.82), ("Palel", 94.03, 24.45), ("Tamu", 94.31, 24.22), ("Kalewa", 94.30, 23.20)], 1942,
      note="a track in 1941, made a road by the 1942 retreat and after; assumed 1942"),
    L("Burma trunk road, Rangoon-Mandalay-Lashio (1937)", ROAD, [("Rangoon", 96.16, 16.80), ("Pegu", 96.48, 17.33), ("Toungoo", 96.43, 18.94),
      ("Meiktila", 95.87, 20.88), ("Mandalay", 96.08, 21.97), ("Maymyo", 96.47, 22.03), ("Lashio", 97.75, 22.93)]),
    L("Burma road, Rangoon-Prome-Magwe (1937)", ROAD, [("Rangoon", 96.16, 16.80), ("Prome", 95.22, 18.82), ("Allanmyo", 95.22, 19.37), ("Magwe", 94.92, 20.15),
      ("Yenangyaung", 94.87, 20.46), ("Meiktila", 95.87, 20.88)],
      note="it runs up the Irrawaddy valley, east of the Arakan Yoma; the fit puts Magwe and Yenangyaung in Akyab's hex, "
           "across the range, so they are pinned to the valley hex north of Rangoon's (R310)",
      pins={"Allanmyo": "a4115", "Magwe": "a4115", "Yenangyaung": "a4115"}),
    L("Yunnan-Kweichow and Szechwan-Kweichow highways (1937)", ROAD, [("Kunming", 102.71, 25.04), ("Chanyi", 103.82, 25.60), ("Panhsien", 104.47, 25.78),
      ("Annan", 105.27, 25.87), ("Kweiyang", 106.71, 26.58), ("Tsunyi", 106.93, 27.72), ("Chikiang", 106.65, 29.03), ("Chungking", 106.55, 29.56)]),
    L("Hunan-Kweichow highway (1937)", ROAD, [("Kweiyang", 106.71, 26.58), ("Chenyuan", 108.40, 27.05), ("Chihkiang", 109.68, 27.44), ("Shaoyang", 111.47, 27.24),
      ("Siangtan", 112.94, 27.83), ("Changsha", 112.94, 28.23)]),
    L("Kweichow-Kwangsi highway, Kweiyang-Tushan-Liuchow (1937)", ROAD, [("Kweiyang", 106.71, 26.58), ("Kweiting", 107.23, 26.58),
      ("Tuyun", 107.52, 26.26), ("Tushan", 107.54, 25.83), ("Nantan", 107.55, 24.98), ("Hochih", 108.06, 24.70), ("Ishan", 108.66, 24.49),
      ("Liuchow", 109.41, 24.33)], note="the Qian-Gui highway of the 1930s, the 1944 Ichigo axis to Tushan"),
    L("Chengtu-Chungking highway (1933)", ROAD, [("Chungking", 106.55, 29.56), ("Neikiang", 105.05, 29.58), ("Chengtu", 104.07, 30.67)]),
    L("Szechwan-Shensi highway (1937)", ROAD, [("Chengtu", 104.07, 30.67), ("Mienyang", 104.73, 31.47), ("Kwangyuan", 105.84, 32.44), ("Hanchung", 107.02, 33.07),
      ("Fenghsien", 106.52, 33.91), ("Paoki", 107.14, 34.36)]),
    L("Northwest Highway, Sian-Lanchow (1935)", ROAD, [("Sian", 108.94, 34.26), ("Pingliang", 106.67, 35.54), ("Lanchow", 103.83, 36.06)]),
    L("Sino-Soviet route, Lanchow-Hami-Urumchi (1937)", ROAD, [("Lanchow", 103.83, 36.06), ("Wuwei", 102.64, 37.93), ("Changyeh", 100.45, 38.93),
      ("Suchow", 98.50, 39.74), ("Ansi", 95.77, 40.52), ("Hami", 93.51, 42.83), ("Turfan", 89.19, 42.95), ("Urumchi", 87.62, 43.80)],
      note="the motor route of Soviet aid from 1937"),
    L("Sino-Soviet route, Urumchi-Kuldja-Alma-Ata (1937)", ROAD, [("Urumchi", 87.62, 43.80), ("Wusu", 84.68, 44.43), ("Kuldja", 81.32, 43.91),
      ("Khorgos", 80.42, 44.20), ("Sary-Ozek", 77.95, 44.35)], note="to the Turksib railhead at Sary-Ozek"),
    L("Indochina-Kwangsi road, Dong Dang-Nanning-Kweilin (1937)", ROAD, [("Dong Dang", 106.73, 21.97), ("Chennankwan", 106.72, 22.02), ("Lungchow", 106.85, 22.35),
      ("Nanning", 108.32, 22.82), ("Liuchow", 109.41, 24.33), ("Kweilin", 110.29, 25.27), ("Chuanhsien", 111.07, 25.93), ("Hengyang", 112.57, 26.89)]),
    L("Kyakhta road, Ulan-Ude-Ulan Bator (1937)", ROAD, [("Ulan-Ude", 107.60, 51.83), ("Kyakhta", 106.45, 50.35), ("Darkhan", 105.95, 49.47),
      ("Ulan Bator", 106.92, 47.92)], note="the main motor road into Mongolia"),
    L("Kalgan-Urga motor track (1937)", ROAD, [("Ulan Bator", 106.92, 47.92), ("Choir", 108.36, 46.36), ("Sain Shanda", 110.14, 44.89),
      ("Erlien", 111.98, 43.65), ("Pangkiang", 112.50, 42.60), ("Kalgan", 114.88, 40.82)], note="a desert track, but the one motor route across the Gobi"),
    L("Route Coloniale 13, Saigon-Vientiane-Luang Prabang (1937)", ROAD, [("Saigon", 106.70, 10.78), ("Kratie", 106.02, 12.49), ("Stung Treng", 105.97, 13.53),
      ("Pakse", 105.78, 15.12), ("Savannakhet", 104.75, 16.55), ("Thakhek", 104.83, 17.40), ("Vientiane", 102.60, 17.97), ("Luang Prabang", 102.13, 19.89)]),
    L("Route Coloniale 1, Saigon-Phnom Penh-Battambang (1937)", ROAD, [("Saigon", 106.70, 10.78), ("Phnom Penh", 104.92, 11.56), ("Pursat", 103.92, 12.54),
      ("Battambang", 103.20, 13.10), ("Sisophon", 102.97, 13.59), ("Aranyaprathet", 102.50, 13.69)]),
    L("Route Coloniale 9, Savannakhet-Dong Ha (1937)", ROAD, [("Savannakhet", 104.75, 16.55), ("Sepone", 106.22, 16.68), ("Dong Ha", 107.10, 16.82),
      ("Hue", 107.59, 16.46)]),
    L("Grand Trunk Road, Calcutta-Delhi-Peshawar (1937)", ROAD, [("Calcutta", 88.36, 22.57), ("Burdwan", 87.86, 23.23), ("Asansol", 86.98, 23.68),
      ("Barhi", 85.40, 24.30), ("Benares", 83.00, 25.32), ("Allahabad", 81.85, 25.44), ("Cawnpore", 80.33, 26.45), ("Aligarh", 78.08, 27.88),
      ("Delhi", 77.21, 28.64), ("Ambala", 76.78, 30.38), ("Lahore", 74.34, 31.55), ("Rawalpindi", 73.05, 33.60), ("Peshawar", 71.58, 34.01)]),
    L("Luzon, Manila North Road and Cagayan Valley road (1937)", ROAD, [("Manila", 120.98, 14.60), ("Cabanatuan", 120.97, 15.49), ("Balete Pass", 120.99, 16.02),
      ("Bayombong", 121.15, 16.48), ("Ilagan", 121.89, 17.15), ("Tuguegarao", 121.73, 17.61), ("Aparri", 121.64, 18.36)]),
    L("Luzon, Kennon Road to Baguio (1937)", ROAD, [("Tarlac", 120.60, 15.49), ("Rosario", 120.48, 16.23), ("Baguio", 120.60, 16.41)]),
    L("Sumatra trunk road, Medan-Fort de Kock-Padang (1937)", ROAD, [("Medan", 98.67, 3.59), ("Pematang Siantar", 99.06, 2.96), ("Tarutung", 98.97, 2.02),
      ("Padang Sidempuan", 99.27, 1.38), ("Lubuk Sikaping", 100.16, 0.14), ("Fort de Kock", 100.37, -0.30), ("Padang", 100.35, -0.95)]),
    L("Malaya west coast trunk road (1937)", ROAD, [("Alor Star", 100.37, 6.12), ("Prai", 100.37, 5.40), ("Ipoh", 101.08, 4.60), ("Kuala Lumpur", 101.69, 3.14),
      ("Seremban", 101.94, 2.73), ("Tampin", 102.23, 2.47), ("Segamat", 102.82, 2.51), ("Ayer Hitam", 103.18, 1.92), ("Johore Bahru", 103.76, 1.46)]),
    L("North-South road, Alice Springs-Larrimah (1941)", ROAD, [("Alice Springs", 133.88, -23.70), ("Barrow Creek", 133.89, -21.53), ("Tennant Creek", 134.19, -19.65),
      ("Daly Waters", 133.37, -16.25), ("Larrimah", 133.21, -15.57)], 1941, note="graded as an army supply road by 1940-41; sealed 1943; assumed 1941"),
]

# ---------------------------------------------------------------------------------------------- rivers
RIVERS = [
    L("Yangtze (Kinsha and Yangtze Kiang)", RIVER, [("Batang", 99.10, 30.00), ("Shigu", 99.96, 26.87), ("Panzhihua", 101.70, 26.58), ("Qiaojia", 102.93, 26.90),
      ("Pingshan", 104.15, 28.64), ("Suifu", 104.62, 28.77), ("Luchow", 105.44, 28.87), ("Chungking, south of the old city", 106.56, 29.545), ("Fowchow", 107.39, 29.70),
      ("Wanhsien", 108.39, 30.80), ("Kweifu", 109.47, 31.02), ("Ichang", 111.29, 30.70), ("Shasi", 112.24, 30.30), ("Chenglingki", 113.14, 29.43),
      ("Hankow", 114.28, 30.59), ("Kiukiang", 116.00, 29.72), ("Anking", 117.05, 30.52), ("Wuhu", 118.38, 31.33), ("Nanking", 118.78, 32.08),
      ("Chinkiang", 119.45, 32.23), ("Kiangyin", 120.27, 31.93), ("Nantung", 120.86, 32.00),
      ("north channel mouth", 121.95, 31.75)],
      note="ends by the north channel of the estuary (north of Chungming island): Shanghai's hex centre lies on the estuary, "
           "and Shanghai itself is on the south bank"),
    L("Yellow River (course of 1937)", RIVER, [("Kweiteh", 101.40, 36.00), ("Lanchow", 103.83, 36.06), ("Chungwei", 105.19, 37.51), ("Ningsia", 106.27, 38.47),
      ("Tengkow", 107.00, 40.30), ("Linho", 107.40, 40.75), ("Paotow", 109.84, 40.60), ("Togtoh", 111.20, 40.27), ("Hokow", 111.15, 39.38),
      ("Lungmen", 110.60, 35.65), ("Tungkwan", 110.30, 34.60), ("Shanhsien", 111.20, 34.78), ("Mengtsin", 112.45, 34.90), ("Huayuankow", 113.65, 34.93),
      ("Kaifeng", 114.35, 34.92), ("Lankao", 114.82, 34.85), ("Puyang", 115.50, 35.70), ("Tsinan", 117.00, 36.72), ("Lijin", 118.25, 37.50),
      ("mouth", 119.20, 37.75)], note="the June 1938 dike breach at Huayuankow sent it south into the Huai until 1947; the 1937 course is kept (R286)"),
    L("Huai River", RIVER, [("Tungpeh", 113.40, 32.40), ("Sinyang", 114.10, 32.30), ("Hwaipin", 115.40, 32.45), ("Chengyangkwan", 116.50, 32.50),
      ("Hwainan", 116.99, 32.64), ("Pengpu", 117.39, 32.93), ("Hungtze Lake", 118.70, 33.30), ("Kaoyu", 119.40, 32.80), ("to the Yangtze", 119.45, 32.30)]),
    L("West River (Si Kiang) and Pearl River", RIVER, [("Nanning", 108.32, 22.82), ("Kweiping", 110.08, 23.39), ("Wuchow", 111.28, 23.48), ("Shiuhing", 112.47, 23.05),
      ("Samshui", 112.90, 23.16), ("Humen", 113.60, 22.80)]),
    L("Hsiang River (Siang Kiang)", RIVER, [("Hsingan", 110.67, 25.61), ("Chuanhsien", 111.07, 25.97), ("Lingling", 111.63, 26.24),
      ("Hengyang", 112.62, 26.90), ("Hengshan", 112.87, 27.25), ("Siangtan", 112.93, 27.86), ("Changsha", 112.96, 28.20), ("Siangyin", 112.88, 28.68),
      ("Tungting Lake", 112.95, 29.05), ("Chenglingki", 113.14, 29.43)],
      note="Hengyang lies west of it, Changsha east; the front of the four battles of Changsha"),
    L("Han River", RIVER, [("Hanchung", 107.02, 33.07), ("Hsingan", 109.02, 32.68), ("Yunhsien", 110.80, 32.80), ("Laohokow", 111.67, 32.39),
      ("Siangyang", 112.14, 32.04), ("Chungsiang", 112.58, 31.17), ("Hankow", 114.27, 30.58)]),
    L("Amur (with the Argun)", RIVER, [("Argun near Manchouli", 117.80, 50.20), ("Argun", 119.60, 52.50), ("Pokrovka", 121.50, 53.33), ("Dzhalinda", 123.90, 53.50),
      ("Kumara", 126.70, 51.60), ("Blagoveshchensk", 127.53, 50.27), ("Poyarkovo", 128.66, 49.63), ("Leninskoye", 132.40, 47.95),
      ("Khabarovsk", 135.07, 48.48), ("Komsomolsk", 137.00, 50.55), ("Nikolayevsk", 140.70, 53.14)]),
    L("Ussuri", RIVER, [("Lake Khanka", 132.40, 45.00), ("Iman", 133.73, 45.93), ("Bikin", 134.27, 46.82), ("Khabarovsk", 135.05, 48.45)]),
    L("Sungari", RIVER, [("Kirin", 126.55, 43.84), ("Fuyu", 125.00, 45.20), ("Harbin", 126.63, 45.77), ("Ilan", 129.56, 46.32), ("Chiamussu", 130.36, 46.82),
      ("Tungkiang", 132.50, 47.65)]),
    L("Nonni", RIVER, [("Nenkiang", 125.20, 49.20), ("Tsitsihar", 123.92, 47.35), ("Fuyu", 125.00, 45.20)]),
    L("Liao River", RIVER, [("Tungliao", 122.25, 43.62), ("Chengchiatun", 123.50, 43.10), ("Tiehling", 123.40, 42.40), ("Sinmin", 122.80, 42.00),
      ("Panshan", 122.05, 41.20), ("Yingkow", 122.23, 40.67)]),
    L("Yalu", RIVER, [("Changpai", 128.20, 41.42), ("Linkiang", 126.90, 41.80), ("Tsian", 126.18, 41.12), ("Antung", 124.40, 40.10), ("mouth", 124.30, 39.85)]),
    L("Tumen", RIVER, [("Musan", 129.20, 42.23), ("Kainei", 129.75, 42.44), ("Tumen", 129.85, 42.97), ("Onjo", 129.99, 42.96), ("mouth", 130.65, 42.42)]),
    L("Mekong", RIVER, [("Chamdo", 97.17, 31.14), ("Yanjing", 98.90, 28.50), ("Weihsi", 99.20, 26.00), ("Lancang", 100.10, 24.40), ("Cheli", 100.80, 22.00),
      ("Golden Triangle", 100.08, 20.35), ("Luang Prabang", 102.13, 19.89), ("Vientiane", 102.60, 17.97), ("Thakhek", 104.80, 17.40),
      ("Savannakhet", 104.75, 16.55), ("Pakse", 105.78, 15.12), ("Stung Treng", 105.97, 13.53), ("Kratie", 106.02, 12.49), ("Phnom Penh", 104.92, 11.56),
      ("Vinh Long", 106.00, 10.25), ("mouth", 106.75, 9.80)]),
    L("Red River (Song Hong)", RIVER, [("Yuankiang", 101.99, 23.60), ("Laokay", 103.95, 22.50), ("Yen Bay", 104.87, 21.72), ("Hanoi", 105.85, 21.03),
      ("mouth", 106.60, 20.25)]),
    L("Irrawaddy", RIVER, [("Myitkyina", 97.40, 25.38), ("Bhamo", 97.24, 24.27), ("Katha", 96.34, 24.18), ("Mandalay, west of the city", 96.03, 21.97), ("Pakokku", 95.10, 21.33),
      ("Magwe", 94.92, 20.15), ("Prome", 95.22, 18.82), ("Henzada", 95.46, 17.64), ("Bassein mouth", 95.00, 16.30)]),
    L("Chindwin", RIVER, [("Tamanthi", 95.30, 25.30), ("Homalin", 94.90, 24.86), ("Kalewa", 94.30, 23.20), ("Monywa", 95.13, 22.11), ("Myingyan", 95.25, 21.50)]),
    L("Salween", RIVER, [("Upper Salween", 98.60, 27.80), ("Lushui", 98.85, 25.85), ("Mangshih", 98.95, 24.00), ("Takaw", 98.65, 21.10), ("Mae Sariang", 97.70, 18.30),
      ("Moulmein", 97.63, 16.49), ("mouth", 97.55, 16.20)]),
    L("Sittang", RIVER, [("Pyinmana", 96.30, 19.90), ("Toungoo", 96.43, 18.94), ("Shwegyin", 96.87, 17.92), ("Sittang bridge", 96.97, 17.40), ("mouth", 97.10, 16.90)]),
    L("Brahmaputra (with the Dihang)", RIVER, [("Sadiya", 95.65, 27.83), ("Dibrugarh", 94.90, 27.48), ("Tezpur", 92.80, 26.63), ("Gauhati", 91.75, 26.18),
      ("Dhubri", 89.98, 26.02), ("Jamuna", 89.70, 25.00), ("Goalundo", 89.75, 23.80)]),
    L("Ganges and Padma", RIVER, [("Cawnpore", 80.33, 26.45), ("Allahabad", 81.85, 25.44), ("Benares", 83.00, 25.32), ("Patna", 85.14, 25.60),
      ("Bhagalpur", 86.98, 25.25), ("Farakka", 87.92, 24.80), ("Rajshahi", 88.60, 24.37), ("Goalundo", 89.75, 23.80), ("Chandpur", 90.65, 23.23),
      ("mouth", 90.90, 22.50)]),
    L("Indus", RIVER, [("Attock", 72.25, 33.90), ("Dera Ismail Khan", 70.90, 31.83), ("Sukkur", 68.86, 27.70), ("Hyderabad", 68.37, 25.39), ("mouth", 67.40, 24.20)]),
    L("Menam (Chao Phraya)", RIVER, [("Nakhon Sawan", 100.12, 15.70), ("Ayutthaya", 100.57, 14.35), ("Bangkok, west of the city", 100.49, 13.75), ("mouth", 100.58, 13.55)]),
    L("Murray", RIVER, [("Albury", 146.90, -36.08), ("Echuca", 144.75, -36.13), ("Mildura", 142.16, -34.19), ("Renmark", 140.75, -34.17),
      ("Murray Bridge", 139.28, -35.12), ("mouth", 138.90, -35.55)]),
    L("Sepik", RIVER, [("upper Sepik", 141.20, -4.20), ("Ambunti", 142.83, -4.22), ("Angoram", 144.07, -4.06), ("mouth", 144.55, -3.85)]),
]

# ---------------------------------------------------------------------------------------------- mountains
MOUNTAINS = [
    L("Himalaya (main crest)", MOUNTAIN, [("Nanga Parbat", 74.60, 35.24), ("Zoji La", 75.47, 34.28), ("Kishtwar", 76.20, 33.30), ("Lahul", 77.50, 32.50),
      ("Kamet", 79.59, 30.92), ("Api", 80.90, 30.00), ("Dhaulagiri", 83.49, 28.70), ("Annapurna", 83.82, 28.60), ("Everest", 86.93, 27.99),
      ("Kangchenjunga", 88.15, 27.70), ("Chomolhari", 89.27, 27.83), ("Kula Kangri", 90.62, 28.23), ("Tawang", 92.00, 27.90),
      ("Assam Himalaya", 94.00, 28.50), ("Namcha Barwa", 95.05, 29.63)]),
    L("Karakoram and Kunlun (north edge of Tibet)", MOUNTAIN, [("K2", 76.51, 35.88), ("Karakoram Pass", 77.83, 35.51), ("Kunlun west", 80.00, 36.00),
      ("Kunlun", 84.00, 36.00), ("Ulugh Muztagh", 87.40, 36.40), ("Arka Tagh", 90.00, 36.20), ("Burhan Budai", 96.00, 35.70), ("Amne Machin", 99.45, 34.83)]),
    L("Tien Shan", MOUNTAIN, [("Khan Tengri", 80.17, 42.21), ("Tien Shan west", 76.00, 42.00), ("Ili ranges", 83.50, 43.30), ("Bogda Shan", 88.30, 43.80),
      ("Karlik Tagh", 93.00, 43.30)]),
    L("Hengduan and Daxue ranges (east edge of Tibet)", MOUNTAIN, [("Kawagebo", 98.68, 28.44), ("Gongga Shan", 101.88, 29.60), ("Chiunglai", 102.80, 30.90),
      ("Min Shan", 103.70, 32.70), ("Min Shan north", 104.00, 33.50)]),
    L("Arakan Yoma, Chin Hills, Naga Hills and Patkai", MOUNTAIN, [("Cape Negrais", 94.30, 16.20), ("Arakan Yoma south", 94.60, 17.50), ("Arakan Yoma", 94.30, 19.00),
      ("Mount Victoria", 93.90, 21.23), ("Chin Hills", 93.70, 22.50), ("Kennedy Peak", 93.75, 23.50), ("Manipur hills", 93.90, 24.50),
      ("Saramati", 94.97, 25.74), ("Patkai", 95.70, 26.80), ("Patkai east", 96.50, 27.30)]),
    L("Tenasserim and Dawna ranges", MOUNTAIN, [("Bilauktaung south", 99.00, 10.50), ("Bilauktaung", 98.90, 12.00), ("Tenasserim", 99.10, 13.50),
      ("Three Pagodas Pass", 98.40, 15.30), ("Dawna", 98.30, 16.40), ("Dawna north", 97.90, 17.50), ("Thanon Thong Chai", 98.20, 18.80)]),
    L("Annamite Range (Truong Son)", MOUNTAIN, [("Annam north", 104.20, 20.00), ("Annam", 105.00, 19.00), ("Mu Gia Pass", 105.80, 17.70), ("Annam central", 106.60, 17.00),
      ("Hai Van", 107.30, 16.10), ("Ngoc Linh", 107.80, 15.10), ("Kontum plateau", 108.30, 14.00), ("Darlac", 108.30, 12.50)]),
    L("Tsinling (Qinling) Mountains", MOUNTAIN, [("Tsinling west", 104.50, 34.20), ("Tsinling", 106.00, 33.90), ("Taipai Shan", 107.77, 33.96), ("Hua Shan", 109.00, 33.90),
      ("Tsinling east", 110.00, 33.90), ("Funiu Shan", 111.70, 33.70)]),
    L("Daba Shan and Wu Shan (Szechwan's eastern barrier)", MOUNTAIN, [("Micang Shan", 106.40, 32.60), ("Daba Shan", 108.00, 32.20),
      ("Shennongjia", 110.30, 31.60), ("Wu Shan", 110.05, 30.95), ("Wuling north", 109.80, 30.05), ("Wuling Shan", 109.20, 28.50)],
      note="the Yangtze gorges cut through Wu Shan; the ranges that stopped the Japanese at Ichang"),
    L("Dabie Shan", MOUNTAIN, [("Dabie west", 113.90, 31.80), ("Dabie Shan", 115.00, 31.35), ("Tiantang Zhai", 115.78, 31.12), ("Dabie east", 116.40, 30.90)]),
    L("Main Range of Malaya", MOUNTAIN, [("Main Range north", 101.40, 5.90), ("Cameron Highlands", 101.40, 4.50), ("Fraser's Hill", 101.74, 3.71),
      ("Genting", 101.80, 3.40), ("Main Range south", 102.10, 2.80)]),
    L("Taihang Mountains", MOUNTAIN, [("Taihang north", 113.90, 40.20), ("Wutai Shan", 113.58, 39.08), ("Niangtzekwan", 113.90, 37.90), ("Taihang", 113.60, 36.50),
      ("Taihang south", 113.20, 35.30), ("Wangwu Shan", 112.30, 35.10)]),
    L("Greater Khingan", MOUNTAIN, [("Khingan north", 121.00, 53.00), ("Khingan", 121.50, 51.50), ("Khingan tunnel", 121.10, 49.50), ("Halunarshan", 120.00, 47.30),
      ("Solun mountains", 119.30, 46.30), ("Khingan south", 118.30, 44.50), ("Khingan end", 117.20, 43.20)]),
    L("Lesser Khingan", MOUNTAIN, [("Lesser Khingan north", 126.50, 50.00), ("Lesser Khingan", 127.50, 49.00), ("Lesser Khingan centre", 128.50, 48.30),
      ("Lesser Khingan south", 129.50, 47.40)]),
    L("Changpai Mountains", MOUNTAIN, [("Changpai west", 126.00, 41.50), ("Changpai", 127.00, 41.90), ("Paektu", 128.08, 42.00), ("Changpai north", 129.00, 43.20),
      ("Laoyeh Ling", 129.80, 44.20), ("Wanda Shan", 130.50, 45.20)]),
    L("Sikhote-Alin", MOUNTAIN, [("Sikhote-Alin south", 133.00, 43.30), ("Sikhote-Alin", 134.50, 44.50), ("Sikhote-Alin centre", 136.00, 45.50),
      ("Sikhote-Alin north", 137.30, 46.80), ("Sikhote-Alin end", 138.50, 48.00)]),
    L("Nanling Mountains", MOUNTAIN, [("Nanling west", 110.00, 25.50), ("Nanling", 111.50, 25.30), ("Chichia Ling", 113.00, 25.00), ("Nanling east", 114.50, 24.80)]),
    L("Japanese Alps (Hida, Kiso, Akaishi)", MOUNTAIN, [("Ibuki", 136.40, 35.42), ("Kiso", 137.60, 35.80), ("Hida", 137.65, 36.30), ("Tateyama", 137.62, 36.90)]),
    L("Central Range of Formosa", MOUNTAIN, [("Formosa north", 121.40, 24.80), ("Tsugitaka", 121.23, 24.38), ("Niitaka", 120.95, 23.47), ("Formosa south", 120.80, 22.50)]),
    L("Cordillera Central of Luzon", MOUNTAIN, [("Cordillera north", 120.90, 18.20), ("Bontoc", 120.98, 17.09), ("Pulag", 120.89, 16.59), ("Caraballo", 121.10, 16.00)]),
    L("New Guinea cordillera (Owen Stanley, Bismarck, Central and Snow ranges)", MOUNTAIN, [("Milne Bay ranges", 150.00, -10.10), ("Owen Stanley east", 148.50, -9.30),
      ("Kokoda Gap", 147.60, -8.90), ("Owen Stanley north", 146.50, -7.50), ("Kratke Range", 145.50, -6.50), ("Bismarck Range", 144.80, -5.80),
      ("Central Range", 143.00, -5.50), ("Star Mountains", 141.00, -5.00), ("Snow Mountains", 139.00, -4.50), ("Carstensz", 137.16, -4.08),
      ("Weyland Mountains", 135.50, -3.60)]),
]

LINES = RAILWAYS + ROADS + RIVERS + MOUNTAINS

# Waypoint names that are another name of a named hex of the map (Hankow and Wuchang are two of Wuhan's three towns).
PLACE_ALIASES = {"Hankow": "Wuhan", "Wuchang": "Wuhan", "Kowloon": "Hong Kong"}


# ---------------------------------------------------------------------------------------------- tracing
def densify(points, step=0.05):
    """Points every `step` degrees (or closer) along the polyline, as (lon, lat) arrays, plus for each input
    waypoint the index of its sample."""
    lon, lat, at = [], [], []
    for (_, x0, y0), (_, x1, y1) in zip(points, points[1:]):
        n = max(1, int(math.ceil(max(abs(x1 - x0), abs(y1 - y0)) / step)))
        at.append(len(lon))
        for k in range(n):
            t = k / n
            lon.append(x0 + (x1 - x0) * t)
            lat.append(y0 + (y1 - y0) * t)
    at.append(len(lon))
    lon.append(points[-1][1])
    lat.append(points[-1][2])
    return np.array(lon), np.array(lat), at


def _seg_cross(p, q, a, b, margin=0.0) -> bool:
    """Do segments p-q and a-b cross (proper intersection), at a point of a-b at least `margin` (a fraction of its
    length) from either end?"""
    def orient(u, v, w):
        return (v[0] - u[0]) * (w[1] - u[1]) - (v[1] - u[1]) * (w[0] - u[0])
    d1, d2 = orient(a, b, p), orient(a, b, q)
    d3, d4 = orient(p, q, a), orient(p, q, b)
    if not ((d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0) and d1 != 0 and d2 != 0 and d3 != 0 and d4 != 0):
        return False
    t = d3 / (d3 - d4)   # where along a-b the crossing lies
    return margin <= t <= 1 - margin


NEAR_CENTRE = 0.0


class Tracer:
    """Trace lines onto the hex lattice.  lattice_points(lat, lon) -> (n, 2) lattice coords (x east, y north, 1 = hex
    spacing); cell_at(x, y) -> hex id or None; centre(h) -> (x, y); neighbours: hex -> [hex]; land: {land hex:
    country}; water: {sorted hex pair: 'all_sea' or 'strait'}; named: place name -> printed hex."""

    def __init__(self, lattice_points, cell_at, centre, neighbours, land, water, named):
        self.lattice_points, self.cell_at, self.centre = lattice_points, cell_at, centre
        self.neighbours, self.land, self.water, self.named = neighbours, land, water, named
        self.report = collections.defaultdict(list)
        self.crossed = {}   # water hexsides a fixed crossing marks: pair -> line
        self.city = {}      # named hex -> lattice point of its city's real position (locate_cities)

    def ok_side(self, a, b, line: Line) -> bool:
        """May a rail or road cross the hexside a-b?  Both hexes land, and never an All-Sea hexside unless the line is
        a fixed crossing of water.  A strait hexside may be crossed: the lines of this table end where a ferry
        begins, so a line that meets a strait hexside runs on land along a hexside that is partly water (R287)."""
        if a not in self.land or b not in self.land:
            return False
        w = self.water.get(tuple(sorted((a, b))))
        return w is None or line.crossing or w == "strait"

    def land_path(self, a, b, line: Line, limit=3):
        """Shortest chain of hexsides from land hex a to land hex b over land hexes (BFS, ok_side)."""
        prev = {a: None}
        frontier = [a]
        for _ in range(limit):
            nxt = []
            for h in frontier:
                for n in self.neighbours[h]:
                    if n in prev or not self.ok_side(h, n, line):
                        continue
                    prev[n] = h
                    if n == b:
                        path = [b]
                        while prev[path[-1]] is not None:
                            path.append(prev[path[-1]])
                        return path[::-1]
                    nxt.append(n)
            frontier = nxt
        return None

    def hex_sequence(self, line: Line):
        """The hexes the polyline passes through, in order (None marks a stretch off the map).  Named places are put
        in their printed hexes; a hex holding no waypoint whose corner the line only clips (the hexes before and
        after it are neighbours) is left out."""
        lon, lat, at = densify(line.points)
        pts = self.lattice_points(lat, lon)
        raw = [self.cell_at(x, y) for x, y in pts]
        cells = list(raw)
        forced = set()
        pins = dict(line.pins)
        printed = set()   # the printed hexes of the line's named stations
        for k, ((place, _, _), i) in enumerate(zip(line.points, at)):
            h = pins.get(place) or self.named.get(place)
            if h and place not in pins and math.dist(self.centre(h), pts[i]) > 3:
                # a homonym (Petropavlovsk in Kazakhstan and on Kamchatka, Wuchang by Harbin and at Wuhan): the
                # printed hex is more than 3 hexes from the waypoint, so it is another place
                self.report["homonym"].append(f"{line.name}: {place} is not {h}")
                h = None
            if h:
                printed.add(h)
                # a named place sits in its printed hex: the samples around the waypoint in one fit cell go there, but
                # never past the midpoint to the next or previous waypoint, so that two named places in one fit cell
                # (Peiping and Kalgan) each keep their own printed hex
                lo = (at[k - 1] + i) // 2 + 1 if k > 0 else 0
                hi = (i + at[k + 1]) // 2 if k + 1 < len(at) else len(cells) - 1
                j0, j1 = i, i
                while j0 > lo and raw[j0 - 1] == raw[i]:
                    j0 -= 1
                while j1 < hi and raw[j1 + 1] == raw[i]:
                    j1 += 1
                for j in range(j0, j1 + 1):
                    cells[j] = h
        forced |= {cells[i] for i in at}   # hexes holding a waypoint (a place on the line) are kept
        seq = []
        for c in cells:
            if c is not None and (not seq or seq[-1] != c):
                seq.append(c)
            elif c is None and seq and seq[-1] is not None:
                seq.append(None)   # off the map: a break
        changed = True
        while changed:
            changed = False
            for i in range(1, len(seq) - 1):
                a, x, b = seq[i - 1], seq[i], seq[i + 1]
                if None in (a, x, b):
                    continue
                if a == b and x not in printed:
                    # A-X-A: the line steps into X and back out; unless X is a named place's printed hex (a station
                    # the fit puts beside the line, e.g. Kalgan), that is a spur to nowhere (R284)
                    del seq[i:i + 2]
                    changed = True
                    break
                if x in forced:
                    continue
                if b in self.neighbours[a] and self.ok_side(a, b, line):
                    del seq[i]
                    changed = True
                    break
        return seq

    def trace_path(self, line: Line):
        """Hexsides (sorted pairs) a rail or road line crosses."""
        seq = self.hex_sequence(line)
        sides = []
        prev = None
        for h in seq:
            if h is None:
                prev = None
                continue
            if h not in self.land:
                continue   # a coastal stretch over a sea hex: joined over land from the next land hex
            if prev is not None and prev != h:
                path = [prev, h] if h in self.neighbours[prev] and self.ok_side(prev, h, line) else self.land_path(prev, h, line)
                if path:
                    sides += [tuple(sorted(p)) for p in zip(path, path[1:])]
                else:
                    self.report["broken"].append(f"{line.name}: {prev}-{h}")
            prev = h
        for s in sides:
            if s in self.water:
                if line.crossing:
                    self.crossed[s] = line
                self.report["water"].append(f"{s} {self.water[s]}: {line.name}")
        return list(dict.fromkeys(sides))

    def trace_cross(self, line: Line):
        """Hexsides (between land hexes) whose centre-to-centre segment the polyline crosses."""
        lon, lat, _ = densify(line.points)
        pts = self.lattice_points(lat, lon)
        found = []
        for p, q in zip(pts, pts[1:]):
            near = {self.cell_at(*p), self.cell_at(*q)} - {None}
            cand = set()
            for h in near:
                for n in self.neighbours[h]:
                    cand.add(tuple(sorted((h, n))))
                    for m in self.neighbours[n]:
                        if m in self.neighbours[h]:
                            cand.add(tuple(sorted((n, m))))
            for a, b in sorted(cand):
                if _seg_cross(p, q, self.site(a), self.site(b), NEAR_CENTRE):
                    found.append((a, b))
        # only between two land hexes, and not on a water hexside (the water already rules it, R288)
        return [(a, b) for a, b in dict.fromkeys(found) if a in self.land and b in self.land and (a, b) not in self.water]

    def site(self, h):
        """Where a hex's side of a river or range is judged from: the real position of the named city the hex
        prints (so a city keeps its real bank, R311), else the hex centre."""
        return self.city.get(h) or self.centre(h)

    def locate_cities(self, lines):
        """Real positions (lattice points) of the named places that are stations of a railway or road: the first
        waypoint of that name in the table.  Aliases (Hankow, Wuchang: two of Wuhan's towns on opposite banks) and
        homonyms far from their printed hex give none."""
        self.city = {}
        for line in lines:
            if line.kind not in (RAIL, ROAD):
                continue
            for place, lon, lat in line.points:
                h = self.named.get(place)
                if not h or h in self.city or place in PLACE_ALIASES or place in dict(line.pins):
                    continue
                pt = tuple(float(v) for v in self.lattice_points(np.array([lat]), np.array([lon]))[0])
                if math.dist(self.centre(h), pt) <= 3:
                    self.city[h] = pt

    def trace_all(self, lines=LINES):
        """{hexside pair: [(kind, line), ...]} in the order of LINES."""
        self.locate_cities(lines)
        out = collections.defaultdict(list)
        for line in lines:
            sides = self.trace_path(line) if line.kind in (RAIL, ROAD) else self.trace_cross(line)
            if not sides:
                self.report["empty"].append(line.name)
            for s in sides:
                if (line.kind, line) not in out[s]:
                    out[s].append((line.kind, line))
            self.report["count"].append((line.name, len(sides)))
        return out


def edge_attrs(found):
    """Attributes and per-attribute provenance of one hexside from the lines that cross it."""
    attrs, prov = {}, {}
    for kind in (RAIL, ROAD, RIVER, MOUNTAIN):
        ls = [ln for k, ln in found if k == kind]
        if not ls:
            continue
        attrs[kind] = True
        names = "; ".join(ln.name for ln in ls)
        prov[kind] = f"geography: {names}"
        if kind in (RAIL, ROAD):
            years = [ln.year for ln in ls]
            if all(y is not None for y in years):
                attrs[f"{kind}_from"] = min(years)
                first = min(ls, key=lambda ln: ln.year)
                prov[f"{kind}_from"] = f"geography: {first.name}" + (f" ({first.note})" if first.note else "")
    return attrs, prov


if __name__ == "__main__":
    print(len(RAILWAYS), "railways,", len(ROADS), "roads,", len(RIVERS), "rivers,", len(MOUNTAINS), "mountain ranges")
