#!/usr/bin/env bash
# Regenerates the careers page's intro video (public/media/sauti-intro.{webm,mp4,jpg}) and its captions.
# The outputs are committed, so neither CI nor `npm start` needs ffmpeg; run this only to change the video.
# Needs ffmpeg (with libvpx-vp9, libopus, libx264) and the DejaVu fonts:
#   apt-get install -y ffmpeg fonts-dejavu-core
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/public/media"
font="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
light="${FONT_LIGHT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# Four scenes of 3 s: start, headline, subline. The captions below say the same words.
scenes=(
  "0|Sauti|Influencer marketing for small businesses"
  "3|Brands meet the right creators|AI matching, trackable links, ROI analytics"
  "6|Kenyan roots. Global reach.|Made in Kenya for businesses everywhere"
  "9|Build it with us|See the open roles on this page"
)
duration=12

# A bar along the bottom fills up as the video plays.
filters="[0:v][3:v]overlay=x='-w+W*t/${duration}':y=H-h"
n=0
for scene in "${scenes[@]}"; do
  IFS='|' read -r start headline subline <<<"$scene"
  end=$((start + 3))
  # Text goes through files, so no caption needs ffmpeg's filter escaping.
  printf '%s' "$headline" >"$work/h$n.txt"
  printf '%s' "$subline" >"$work/s$n.txt"
  fade="if(lt(t,$start+0.4),(t-$start)/0.4,if(gt(t,$end-0.4),($end-t)/0.4,1))"
  filters+=",drawtext=fontfile=$font:textfile=$work/h$n.txt:fontsize=34:fontcolor=white:x=(w-text_w)/2:y=h/2-60:enable='between(t,$start,$end)':alpha='$fade'"
  filters+=",drawtext=fontfile=$light:textfile=$work/s$n.txt:fontsize=24:fontcolor=0xccfbf1:x=(w-text_w)/2:y=h/2+10:enable='between(t,$start,$end)':alpha='$fade'"
  n=$((n + 1))
done

# A quiet two-note chord, so mute and unmute have something to act on.
audio="[1:a][2:a]amix=inputs=2,volume=0.25,afade=t=in:d=1,afade=t=out:st=$((duration - 1)):d=1[a]"
inputs=(
  -f lavfi -i "color=c=0x134e4a:s=640x360:r=24:d=$duration"
  -f lavfi -i "sine=frequency=220:sample_rate=48000:duration=$duration"
  -f lavfi -i "sine=frequency=330:sample_rate=48000:duration=$duration"
  -f lavfi -i "color=c=0x5eead4:s=640x8:r=24:d=$duration"
)
graph="$filters,format=yuv420p[v];$audio"

ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map '[v]' -map '[a]' \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 4 -c:a libopus -b:a 32k "$out/sauti-intro.webm"
# Safari before 14.1 plays no WebM; H.264 is the fallback source.
ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map '[v]' -map '[a]' \
  -c:v libx264 -preset slow -crf 32 -profile:v main -c:a aac -b:a 48k -movflags +faststart "$out/sauti-intro.mp4"
ffmpeg -hide_banner -loglevel error -y -ss 1.5 -i "$out/sauti-intro.webm" -frames:v 1 -q:v 6 "$out/sauti-intro.jpg"

cue() { printf '%02d:%02d.000' $(($1 / 60)) $(($1 % 60)); }
{
  echo 'WEBVTT'
  echo
  n=1
  for scene in "${scenes[@]}"; do
    IFS='|' read -r start headline subline <<<"$scene"
    echo "$n"
    echo "$(cue "$start") --> $(cue $((start + 3)))"
    echo "$headline"
    echo "$subline"
    echo
    n=$((n + 1))
  done
} >"$out/sauti-intro.vtt"

ls -l "$out"
