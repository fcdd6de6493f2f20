// The script of a match's or a tournament's page, run in the browser: draws the charts from the embedded data.
// An interval is a whisker (an error bar with caps) drawn over its bar by the small `whiskers` plugin, from the
// dataset's `whiskers` ([low, high] per bar).

export const CHARTS_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var palette = ['rgba(54, 112, 198, 0.75)', 'rgba(214, 110, 40, 0.75)', 'rgba(60, 150, 80, 0.75)', 'rgba(170, 60, 150, 0.75)', 'rgba(200, 170, 40, 0.75)', 'rgba(90, 90, 90, 0.75)'];
  var colours = data.winRates.map(function (_, i) { return palette[i % palette.length]; });
  var whiskers = {
    id: 'whiskers',
    afterDatasetsDraw: function (chart) {
      var ctx = chart.ctx;
      var y = chart.scales.y;
      chart.data.datasets.forEach(function (ds, d) {
        if (!ds.whiskers) return;
        chart.getDatasetMeta(d).data.forEach(function (bar, i) {
          var w = ds.whiskers[i];
          if (!w) return;
          var top = y.getPixelForValue(w[1]);
          var bottom = y.getPixelForValue(w[0]);
          var half = Math.min(8, bar.width / 4);
          ctx.save();
          ctx.strokeStyle = '#222';
          ctx.lineWidth = 1.5;
          ctx.beginPath();
          ctx.moveTo(bar.x, top); ctx.lineTo(bar.x, bottom);
          ctx.moveTo(bar.x - half, top); ctx.lineTo(bar.x + half, top);
          ctx.moveTo(bar.x - half, bottom); ctx.lineTo(bar.x + half, bottom);
          ctx.stroke();
          ctx.restore();
        });
      });
    }
  };
  var withInterval = function (unit) {
    return { callbacks: { label: function (c) {
      var w = c.dataset.whiskers && c.dataset.whiskers[c.dataIndex];
      return c.dataset.label + ' ' + c.raw.toFixed(1) + unit + (w ? ' (95 % interval ' + w[0].toFixed(1) + ' \\u2013 ' + w[1].toFixed(1) + unit + ')' : '');
    } } };
  };
  var rateChart = function (id, label, rates) {
    new Chart(document.getElementById(id), {
      type: 'bar',
      data: {
        labels: rates.map(function (b) { return b.name; }),
        datasets: [{ label: label, data: rates.map(function (b) { return 100 * b.rate; }), whiskers: rates.map(function (b) { return [100 * b.interval[0], 100 * b.interval[1]]; }),
          backgroundColor: colours, barPercentage: 0.6 }]
      },
      plugins: [whiskers],
      options: { animation: false, maintainAspectRatio: false, plugins: { legend: { display: false }, tooltip: withInterval(' %') },
        scales: { y: { min: 0, max: 100, title: { display: true, text: label + ' (%)' } } } }
    });
  };
  if (data.pairings) {
    new Chart(document.getElementById('score-diff-chart'), {
      type: 'bar',
      data: {
        labels: data.pairings.map(function (p) { return p.name; }),
        datasets: [{ label: 'mean score difference per deal', data: data.pairings.map(function (p) { return p.mean; }), whiskers: data.pairings.map(function (p) { return p.interval; }),
          backgroundColor: 'rgba(90, 90, 90, 0.6)', barPercentage: 0.6 }]
      },
      plugins: [whiskers],
      options: { animation: false, maintainAspectRatio: false, plugins: { legend: { display: false }, tooltip: withInterval('') },
        scales: { y: { title: { display: true, text: 'first bot \\u2212 second bot' } } } }
    });
  } else {
    var h = data.scoreDiffHistogram;
    new Chart(document.getElementById('score-diff-chart'), {
      type: 'bar',
      data: {
        labels: h.counts.map(function (_, i) { var lo = h.start + i * h.width; return lo + ' to ' + (lo + h.width - 5); }),
        datasets: [{ label: 'deals', data: h.counts, backgroundColor: 'rgba(90, 90, 90, 0.7)', barPercentage: 1, categoryPercentage: 1 }]
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { title: { display: true, text: 'score difference per deal (' + data.bots[0] + ' \\u2212 ' + data.bots[1] + ')' } },
          y: { beginAtZero: true, title: { display: true, text: 'deals' }, ticks: { precision: 0 } }
        }
      }
    });
  }
  rateChart('win-rate-chart', 'win rate', data.winRates.map(function (b) { return { name: b.name, rate: b.winRate, interval: b.winRateCI95 }; }));
  if (data.matchWinRates) rateChart('match-win-rate-chart', 'match win rate', data.matchWinRates);
  new Chart(document.getElementById('decision-time-chart'), {
    type: 'bar',
    data: {
      labels: data.decisionMs.map(function (b) { return b.name; }),
      datasets: [
        { label: 'p50', data: data.decisionMs.map(function (b) { return b.p50; }), backgroundColor: 'rgba(54, 112, 198, 0.75)' },
        { label: 'p95', data: data.decisionMs.map(function (b) { return b.p95; }), backgroundColor: 'rgba(214, 110, 40, 0.75)' }
      ]
    },
    options: { animation: false, maintainAspectRatio: false, scales: { y: { beginAtZero: true, title: { display: true, text: 'decision time (ms)' } } } }
  });
})();
`;
