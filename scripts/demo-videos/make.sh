#!/usr/bin/env bash
# Renders the demo's four short videos (apps/api/seed-media/videos/*.mp4): captioned slides over a
# moving gradient in the site's colours, no sound, no picture from another host. The files are
# committed, so neither `pnpm start` nor CI needs ffmpeg; run this (Debian: apt-get install ffmpeg)
# only to change them, then commit what it wrote.
#
# Each video is described by a text file beside this script: its first line holds the gradient's
# two colours, then one slide per paragraph (a blank line between slides).
set -euo pipefail
cd "$(dirname "$0")"
out=../../apps/api/seed-media/videos
mkdir -p "$out"
font_bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
slide_seconds=4
fade=0.6
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for script in *.txt; do
  name=${script%.txt}
  read -r c0 c1 < "$script"
  # One file per slide (ffmpeg's textfile, so no escaping of the captions' punctuation).
  awk -v dir="$work/$name" 'NR == 1 { next } /^$/ { if (body != "") { n++; print body > (dir "-" n ".txt"); close(dir "-" n ".txt"); body = "" } next }
    { body = body == "" ? $0 : body "\n" $0 } END { if (body != "") { n++; print body > (dir "-" n ".txt") } }' "$script"
  slides=$(ls "$work/$name"-*.txt | wc -l)
  total=$((slides * slide_seconds))
  filters="gradients=s=640x360:r=24:d=$total:c0=$c0:c1=$c1:speed=0.01:type=linear[bg];"
  filters+="[bg]drawbox=x=0:y=ih-36:w=iw:h=36:color=black@0.35:t=fill,"
  filters+="drawtext=fontfile=$font:text='Komunitas SBC':fontcolor=white@0.85:fontsize=16:x=24:y=h-26:expansion=none"
  for i in $(seq 1 "$slides"); do
    a=$(((i - 1) * slide_seconds)); b=$((i * slide_seconds))
    alpha="if(lt(t,$a+$fade),(t-$a)/$fade,if(gt(t,$b-$fade),($b-t)/$fade,1))"
    size=$([ "$i" = 1 ] && echo 34 || echo 28)
    face=$([ "$i" = 1 ] && echo "$font_bold" || echo "$font")
    filters+=",drawtext=fontfile=$face:textfile=$work/$name-$i.txt:expansion=none:fontcolor=white:fontsize=$size"
    filters+=":line_spacing=12:x=(w-text_w)/2:y=(h-36-text_h)/2:enable='between(t,$a,$b)':alpha='$alpha'"
  done
  ffmpeg -hide_banner -loglevel error -y -filter_complex "$filters" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryslow -crf 30 -tune stillimage \
    -movflags +faststart -metadata title="$(sed -n 2p "$script")" "$out/$name.mp4"
  echo "$out/$name.mp4 $(stat -c %s "$out/$name.mp4") bytes, $total s"
done
