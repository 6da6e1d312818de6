#!/bin/sh
# Generates the demo course videos and thumbnails (run once; the outputs are committed).
# Needs ffmpeg with libx264 and drawtext, and the DejaVu fonts (Debian: ffmpeg fonts-dejavu-core).
set -eu
cd "$(dirname "$0")"
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# video FILE SOURCE SECONDS HUE "TITLE" "LABEL"
# 320x180, 15 fps, H.264 constrained baseline, no audio, moov atom first (+faststart).
video() {
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$2=size=320x180:rate=15:duration=$3" \
    -vf "hue=h=$4,drawbox=x=0:y=62:w=iw:h=56:color=black@0.6:t=fill,drawtext=fontfile=$BOLD:text='$5':fontcolor=white:fontsize=18:x=(w-text_w)/2:y=72,drawtext=fontfile=$BOLD:text='$6  %{pts\:hms}':fontcolor=white@0.8:fontsize=12:x=(w-text_w)/2:y=98" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 30 -g 30 -movflags +faststart -an "$1"
}

# thumbnail FILE COLOR0 COLOR1 "CATEGORY" "TITLE LINE 1" "TITLE LINE 2"
# 640x360 JPEG: a two-colour gradient with the category and the title.
thumbnail() {
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:c0=$2:c1=$3:x0=0:y0=0:x1=640:y1=360:nb_colors=2:d=1" \
    -vf "drawtext=fontfile=$REGULAR:text='$4':fontcolor=white@0.85:fontsize=18:x=40:y=40,drawtext=fontfile=$BOLD:text='$5':fontcolor=white:fontsize=38:x=40:y=230,drawtext=fontfile=$BOLD:text='$6':fontcolor=white:fontsize=38:x=40:y=280" \
    -frames:v 1 -q:v 4 "$1"
}

thumbnail react.jpg 0x1e3a8a 0x06b6d4 'WEB DEVELOPMENT' 'Modern Web Development' 'with React'
video react-1.mp4 testsrc2 5 0 'Welcome and setup' 'Lesson 1'
video react-2.mp4 smptebars 4 0 'Components and props' 'Lesson 2'
video react-3.mp4 smptebars 4 0 'State and effects' 'Lesson 3'

thumbnail python-data.jpg 0x14532d 0xeab308 'DATA SCIENCE' 'Python for' 'Data Science'
video python-data-1.mp4 testsrc2 5 60 'Why Python for data' 'Lesson 1'
video python-data-2.mp4 smptebars 4 60 'NumPy essentials' 'Lesson 2'
video python-data-3.mp4 smptebars 4 60 'Pandas data frames' 'Lesson 3'
video python-data-4.mp4 smptebars 6 60 'Plotting your results' 'Lesson 4'

thumbnail ml.jpg 0x4c1d95 0xec4899 'MACHINE LEARNING' 'Machine Learning' 'Foundations'
video ml-1.mp4 testsrc2 6 120 'What is learning?' 'Lesson 1'
video ml-2.mp4 smptebars 4 120 'Linear models' 'Lesson 2'
video ml-3.mp4 smptebars 5 120 'Evaluating models' 'Lesson 3'

thumbnail cloud.jpg 0x0c4a6e 0x38bdf8 'CLOUD COMPUTING' 'Cloud Computing' 'Essentials'
video cloud-1.mp4 testsrc2 4 180 'The cloud in ten minutes' 'Lesson 1'
video cloud-2.mp4 smptebars 5 180 'Storage and compute' 'Lesson 2'

thumbnail ux.jpg 0x7c2d12 0xfb923c 'UI/UX DESIGN' 'UI/UX Design' 'Principles'
video ux-1.mp4 testsrc2 4 240 'Design thinking' 'Lesson 1'
video ux-2.mp4 smptebars 4 240 'Layout and typography' 'Lesson 2'
