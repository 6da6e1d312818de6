#!/bin/sh
# Generates the demo course videos (run once; the outputs are committed). Thumbnails: thumbnails.mjs.
# Needs ffmpeg with libx264 and drawtext, and the DejaVu fonts (Debian: ffmpeg fonts-dejavu-core).
set -eu
cd "$(dirname "$0")"
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# video FILE SOURCE SECONDS HUE "TITLE" "LABEL"
# 320x180, 15 fps, H.264 constrained baseline, no audio, moov atom first (+faststart).
video() {
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$2=size=320x180:rate=15:duration=$3" \
    -vf "hue=h=$4,drawbox=x=0:y=62:w=iw:h=56:color=black@0.6:t=fill,drawtext=fontfile=$BOLD:text='$5':fontcolor=white:fontsize=18:x=(w-text_w)/2:y=72,drawtext=fontfile=$BOLD:text='$6  %{pts\:hms}':fontcolor=white@0.8:fontsize=12:x=(w-text_w)/2:y=98" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 30 -g 30 -movflags +faststart -an "$1"
}


video react-1.mp4 testsrc2 5 0 'Welcome and setup' 'Lesson 1'
video react-2.mp4 smptebars 4 0 'Components and props' 'Lesson 2'
video react-3.mp4 smptebars 4 0 'State and effects' 'Lesson 3'

video python-data-1.mp4 testsrc2 5 60 'Why Python for data' 'Lesson 1'
video python-data-2.mp4 smptebars 4 60 'NumPy essentials' 'Lesson 2'
video python-data-3.mp4 smptebars 4 60 'Pandas data frames' 'Lesson 3'
video python-data-4.mp4 smptebars 6 60 'Plotting your results' 'Lesson 4'

video ml-1.mp4 testsrc2 6 120 'What is learning?' 'Lesson 1'
video ml-2.mp4 smptebars 4 120 'Linear models' 'Lesson 2'
video ml-3.mp4 smptebars 5 120 'Evaluating models' 'Lesson 3'

video cloud-1.mp4 testsrc2 4 180 'The cloud in ten minutes' 'Lesson 1'
video cloud-2.mp4 smptebars 5 180 'Storage and compute' 'Lesson 2'

video ux-1.mp4 testsrc2 4 240 'Design thinking' 'Lesson 1'
video ux-2.mp4 smptebars 4 240 'Layout and typography' 'Lesson 2'
